/** The rabbit-holes plugin's public surface: other plugins import from here only. */
export { RabbitHolesModule } from './rabbit-holes.module';
