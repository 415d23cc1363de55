export { CreditsModule } from './credits.module';
export { CreditsService } from './credits.service';
export { RequireCredits } from './require-credits.decorator';
