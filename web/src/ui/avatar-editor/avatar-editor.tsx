import { type KeyboardEvent, type PointerEvent, useEffect, useId, useRef, useState } from 'react';
import { Alert } from '../../components/alert';
import { Button } from '../../components/button';
import { GENERIC_ERROR } from '../../lib/api';
import { SUBMITTING_TEXT } from '../form/form-text';
import {
  AVATAR_BORDER,
  AVATAR_NUDGE,
  AVATAR_SCALE,
  AVATAR_SIZE,
  clampScale,
  type Offset,
  placement,
  type Size,
} from './avatar-geometry';
import './avatar-editor.css';

export interface AvatarEditorProps {
  /** The picture the user chose. */
  file: Blob;
  /** The 150×150 PNG of the framed picture. */
  onSave: (avatar: Blob) => void;
  onCancel: () => void;
  /** The save button's label while the caller uploads. */
  saving?: boolean;
}

type Picture = CanvasImageSource & Size;

/** Draws the picture into a square of `size` inside a frame of `border` on each side. */
function draw(
  canvas: HTMLCanvasElement,
  picture: Picture,
  scale: number,
  offset: Offset,
  border: number,
) {
  const context = canvas.getContext('2d');
  if (!context) return;
  const size = canvas.width - 2 * border;
  const at = placement(picture, scale, offset, size);
  context.clearRect(0, 0, canvas.width, canvas.height);
  context.fillStyle = '#ffffff';
  context.fillRect(0, 0, canvas.width, canvas.height);
  context.drawImage(picture, border + at.x, border + at.y, at.width, at.height);
  if (border > 0) {
    // The frame: what lies outside the avatar is dimmed.
    context.fillStyle = 'rgba(0, 0, 0, 0.5)';
    context.fillRect(0, 0, canvas.width, border);
    context.fillRect(0, canvas.height - border, canvas.width, border);
    context.fillRect(0, border, border, size);
    context.fillRect(canvas.width - border, border, border, size);
  }
}

/**
 * The avatar editor of the profile, team, listing and logo screens: the chosen picture in a 150×150
 * frame, scaled from 0.1 to 2 with a labelled slider (default 1) and moved by dragging or with the
 * arrow keys; Save hands on a 150×150 PNG for the caller to upload. Drawn on a canvas: no library
 * needed for one picture and one slider.
 */
export function AvatarEditor({ file, onSave, onCancel, saving = false }: AvatarEditorProps) {
  const ids = useId();
  const preview = useRef<HTMLCanvasElement>(null);
  const drag = useRef<{ x: number; y: number } | null>(null);
  const [picture, setPicture] = useState<Picture | null>(null);
  const [failed, setFailed] = useState(false);
  const [scale, setScale] = useState<number>(AVATAR_SCALE.initial);
  const [offset, setOffset] = useState<Offset>({ x: 0, y: 0 });

  useEffect(() => {
    let live = true;
    setPicture(null);
    setFailed(false);
    createImageBitmap(file).then(
      (bitmap) => {
        if (live) setPicture(bitmap);
        else bitmap.close();
      },
      () => {
        if (live) setFailed(true);
      },
    );
    return () => {
      live = false;
    };
  }, [file]);

  useEffect(() => {
    if (picture && preview.current) draw(preview.current, picture, scale, offset, AVATAR_BORDER);
  }, [picture, scale, offset]);

  const move = (dx: number, dy: number) => {
    setOffset((current) => ({ x: current.x + dx, y: current.y + dy }));
  };

  function onKeyDown(event: KeyboardEvent<HTMLCanvasElement>) {
    const step = {
      ArrowLeft: [-AVATAR_NUDGE, 0],
      ArrowRight: [AVATAR_NUDGE, 0],
      ArrowUp: [0, -AVATAR_NUDGE],
      ArrowDown: [0, AVATAR_NUDGE],
    }[event.key];
    if (!step) return;
    event.preventDefault();
    move(step[0] ?? 0, step[1] ?? 0);
  }

  function onPointerMove(event: PointerEvent<HTMLCanvasElement>) {
    if (!drag.current) return;
    move(event.clientX - drag.current.x, event.clientY - drag.current.y);
    drag.current = { x: event.clientX, y: event.clientY };
  }

  function save() {
    if (!picture) return;
    const canvas = document.createElement('canvas');
    canvas.width = AVATAR_SIZE;
    canvas.height = AVATAR_SIZE;
    draw(canvas, picture, scale, offset, 0);
    canvas.toBlob((blob) => {
      if (blob) onSave(blob);
      else setFailed(true);
    }, 'image/png');
  }

  const side = AVATAR_SIZE + 2 * AVATAR_BORDER;
  return (
    <div className="avatar-editor">
      {failed ? <Alert tone="error">{GENERIC_ERROR}</Alert> : null}
      <canvas
        ref={preview}
        width={side}
        height={side}
        className="avatar-editor-preview"
        tabIndex={0}
        role="img"
        aria-label="Picture preview"
        aria-describedby={`${ids}-how`}
        onKeyDown={onKeyDown}
        onPointerDown={(event) => {
          drag.current = { x: event.clientX, y: event.clientY };
          event.currentTarget.setPointerCapture(event.pointerId);
        }}
        onPointerMove={onPointerMove}
        onPointerUp={() => {
          drag.current = null;
        }}
      />
      <p id={`${ids}-how`} className="field-hint">
        Drag the picture, or use the arrow keys, to place it in the frame.
      </p>
      <div className="field">
        <label className="field-label" htmlFor={`${ids}-scale`}>
          Scale
        </label>
        <input
          id={`${ids}-scale`}
          type="range"
          min={AVATAR_SCALE.min}
          max={AVATAR_SCALE.max}
          step={AVATAR_SCALE.step}
          value={scale}
          onChange={(event) => {
            setScale(clampScale(Number(event.target.value)));
          }}
        />
      </div>
      <div className="avatar-editor-actions">
        <Button variant="secondary" onClick={onCancel}>
          Cancel
        </Button>
        <Button disabled={!picture || saving} onClick={save}>
          {saving ? SUBMITTING_TEXT : 'Save'}
        </Button>
      </div>
    </div>
  );
}
