import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AvatarEditor } from './avatar-editor';
import { placement } from './avatar-geometry';

/** What was drawn on each canvas: happy-dom has no 2D context, so the tests keep a record. */
const drawn = new Map<HTMLCanvasElement, number[][]>();

beforeEach(() => {
  drawn.clear();
  // A 300×200 picture.
  vi.stubGlobal(
    'createImageBitmap',
    vi.fn(() => Promise.resolve({ width: 300, height: 200, close: () => undefined })),
  );
  const fakeContext = (canvas: HTMLCanvasElement) =>
    ({
      clearRect: () => undefined,
      fillRect: () => undefined,
      drawImage: (_image: unknown, ...at: number[]) => {
        drawn.set(canvas, [...(drawn.get(canvas) ?? []), at]);
      },
    }) as unknown as ImageBitmapRenderingContext & CanvasRenderingContext2D;
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockImplementation(function (
    this: HTMLCanvasElement,
  ) {
    return fakeContext(this);
  });
  vi.spyOn(HTMLCanvasElement.prototype, 'toBlob').mockImplementation(function (
    this: HTMLCanvasElement,
    callback: BlobCallback,
  ) {
    callback(new Blob([`${String(this.width)}x${String(this.height)}`], { type: 'image/png' }));
  });
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const picture = () => new File(['picture'], 'rex.png', { type: 'image/png' });
const lastDraw = () => {
  const canvas = screen.getByRole('img', { name: 'Picture preview' });
  return drawn.get(canvas as HTMLCanvasElement)?.at(-1);
};

describe('the avatar geometry', () => {
  it('fills the square with the shorter side at scale 1, around the centre', () => {
    expect(placement({ width: 300, height: 200 }, 1, { x: 0, y: 0 }, 150)).toEqual({
      x: -37.5,
      y: 0,
      width: 225,
      height: 150,
    });
    expect(placement({ width: 300, height: 200 }, 0.1, { x: 5, y: -5 }, 150)).toEqual({
      x: 63.75 + 5,
      y: 67.5 - 5,
      width: 22.5,
      height: 15,
    });
  });
});

describe('the avatar editor', () => {
  it('offers a labelled scale slider from 0.1 to 2, at 1 to start', async () => {
    render(<AvatarEditor file={picture()} onSave={vi.fn()} onCancel={vi.fn()} />);
    const slider = screen.getByRole('slider', { name: 'Scale' });
    expect(slider).toHaveAttribute('min', '0.1');
    expect(slider).toHaveAttribute('max', '2');
    expect(slider).toHaveValue('1');
    // The 150×150 avatar inside a 20-pixel frame.
    await waitFor(() => {
      expect(lastDraw()).toEqual([20 - 37.5, 20, 225, 150]);
    });
    fireEvent.change(slider, { target: { value: '2' } });
    await waitFor(() => {
      expect(lastDraw()).toEqual([20 - 150, 20 - 75, 450, 300]);
    });
  });

  it('moves the picture with the arrow keys on the preview', async () => {
    const user = userEvent.setup();
    render(<AvatarEditor file={picture()} onSave={vi.fn()} onCancel={vi.fn()} />);
    await waitFor(() => {
      expect(lastDraw()).toBeDefined();
    });
    await user.tab();
    expect(screen.getByRole('img', { name: 'Picture preview' })).toHaveFocus();
    await user.keyboard('{ArrowRight}{ArrowRight}{ArrowUp}');
    await waitFor(() => {
      expect(lastDraw()).toEqual([20 - 37.5 + 10, 20 - 5, 225, 150]);
    });
  });

  it('saves a 150×150 PNG of the framed picture, and cancels', async () => {
    const user = userEvent.setup();
    const onSave = vi.fn<(blob: Blob) => void>();
    const onCancel = vi.fn();
    render(<AvatarEditor file={picture()} onSave={onSave} onCancel={onCancel} />);
    const save = screen.getByRole('button', { name: 'Save' });
    await waitFor(() => {
      expect(save).toBeEnabled();
    });
    await user.click(save);
    expect(onSave).toHaveBeenCalledTimes(1);
    const blob = onSave.mock.calls[0]?.[0];
    expect(blob?.type).toBe('image/png');
    expect(await blob?.text()).toBe('150x150');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onCancel).toHaveBeenCalledTimes(1);
  });

  it('says so when the file is not a picture it can read', async () => {
    vi.stubGlobal(
      'createImageBitmap',
      vi.fn(() => Promise.reject(new Error('bad image'))),
    );
    render(<AvatarEditor file={picture()} onSave={vi.fn()} onCancel={vi.fn()} />);
    expect(await screen.findByRole('alert')).toHaveTextContent(/Something went wrong/);
    expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();
  });
});
