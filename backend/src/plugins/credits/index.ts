export { CreditsModule } from './credits.module';
export { CreditsService, RESERVATION_TIMEOUT_MS } from './credits.service';
export { RequireCredits } from './require-credits.decorator';
export { CreditsConfig, loadCreditsConfig } from './credits.config';
export {
  ChargeKeyTakenError,
  CreditsRequiredError,
  InsufficientCreditsError,
} from './credits.errors';
export type { ChargeStatus } from './credits.entities';
export { CREDITS_QUEUE, type CreditsJobs } from './credits.jobs';
