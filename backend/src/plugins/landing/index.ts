/** The landing plugin's public surface. */
export { LandingModule } from './landing.module';
export { LandingService } from './landing.service';
export { loadLandingConfig } from './landing.config';
