import type { ComponentType } from 'react';

/** The custom-mentors dialog, handed in by whoever composes the overlay (features do not import each other). */
export type MentorManagerProps = {
  open: boolean;
  onClose(): void;
  onSelect?(persona: string): void;
};
export type MentorManager = ComponentType<MentorManagerProps>;
