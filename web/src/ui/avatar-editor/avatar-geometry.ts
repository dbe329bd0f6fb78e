/** The avatar's size and the frame around the preview: 150 by 150, border 20. */
export const AVATAR_SIZE = 150;
export const AVATAR_BORDER = 20;
/** The scale slider: from 0.1 to 2, default 1. */
export const AVATAR_SCALE = { min: 0.1, max: 2, step: 0.05, initial: 1 } as const;
/** How far an arrow key moves the picture, in avatar pixels. */
export const AVATAR_NUDGE = 5;

export interface Size {
  width: number;
  height: number;
}

export interface Offset {
  x: number;
  y: number;
}

/** Where the picture is drawn in the avatar square. */
export interface Placement {
  x: number;
  y: number;
  width: number;
  height: number;
}

export const clampScale = (scale: number) =>
  Math.min(AVATAR_SCALE.max, Math.max(AVATAR_SCALE.min, Math.round(scale * 100) / 100));

/**
 * The picture in a square of `size`: at scale 1 its shorter side fills the square (a cover
 * fit); the scale grows or shrinks it around the centre, and the offset moves it.
 */
export function placement(image: Size, scale: number, offset: Offset, size: number): Placement {
  const fit = size / Math.min(image.width, image.height);
  const width = image.width * fit * scale;
  const height = image.height * fit * scale;
  return {
    x: (size - width) / 2 + offset.x,
    y: (size - height) / 2 + offset.y,
    width,
    height,
  };
}
