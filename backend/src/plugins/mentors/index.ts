// The mentors plugin's public surface: other plugins import from '../mentors' only.
export { MentorsModule } from './mentors.module';
export { MentorsService } from './mentors.service';
