// The credits plugin's public surface: other plugins import from '../credits' only.
export { CreditsModule } from './credits.module';
export { CreditsService } from './credits.service';
