/*
 * The credits plugin's surface this plugin uses, imported in this one place so it can be pointed
 * at `plugins/credits/index.ts` once that is the credits plugin's public surface.
 */
export { CreditsModule } from '../credits/credits.module';
export { CreditsService } from '../credits/credits.service';
export { RequireCredits } from '../credits/require-credits.decorator';
