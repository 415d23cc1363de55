/** A mentor avatar that is a picture (a web address, or `/media/<id>` from an imported card) rather than an emoji. */
export const isImageAvatar = (avatar: string): boolean => /^(https?:\/\/|\/media\/)/i.test(avatar);
