import { isImageAvatar } from '../lib/avatar';
import './mentor-avatar.css';

/** A mentor's avatar: its picture (an imported card's art, a web image) or its emoji. */
export function MentorAvatar({ avatar, className }: { avatar: string; className?: string }) {
  const classes = ['mentor-avatar', className].filter(Boolean).join(' ');
  return isImageAvatar(avatar) ? (
    <img className={`${classes} mentor-avatar--image`} src={avatar} alt="" loading="lazy" />
  ) : (
    <span className={classes} aria-hidden="true">
      {avatar}
    </span>
  );
}
