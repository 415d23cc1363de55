/** The credits plugin's surface this plugin uses (through its `index.ts`). */
export { CreditsModule, CreditsService, RequireCredits } from '../credits';
