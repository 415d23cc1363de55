/** The chat plugin's public surface: other plugins import from here only. */
export { ChatModule } from './chat.module';
