/** The mentors plugin's public surface: other plugins import from here only. */
export { MentorsModule } from './mentors.module';
export { MentorsService } from './mentors.service';
