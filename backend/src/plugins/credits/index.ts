export { CreditsModule } from './credits.module';
export { CreditsService } from './credits.service';
export { RequireCredits } from './require-credits.decorator';
export { CreditsConfig, loadCreditsConfig } from './credits.config';
export { CreditsRequiredError, InsufficientCreditsError } from './credits.errors';
