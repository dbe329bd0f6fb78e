import { render, screen } from '@testing-library/react';
import { Component, type ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { lazyModule } from './lazy-module';
import { useLazyModule, usePreloadWhenIdle } from './use-lazy-module';

class Boundary extends Component<{ children: ReactNode }, { error: string | null }> {
  override state = { error: null as string | null };
  static getDerivedStateFromError(error: Error) {
    return { error: error.message };
  }
  override render() {
    return this.state.error === null ? this.props.children : <p>failed: {this.state.error}</p>;
  }
}

function Shows({
  module,
  needed,
}: {
  module: ReturnType<typeof lazyModule<string>>;
  needed: boolean;
}) {
  const value = useLazyModule(module, needed);
  return <p>{value ?? 'not yet'}</p>;
}

describe('lazyModule', () => {
  it('imports once, and again after a failed load', async () => {
    const importer = vi
      .fn<() => Promise<string>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValue('the rule');
    const module = lazyModule(importer);
    await expect(module.load()).rejects.toThrow('offline');
    expect(module.loaded()).toBeUndefined();
    await expect(module.load()).resolves.toBe('the rule');
    await module.load();
    expect(importer).toHaveBeenCalledTimes(2);
    expect(module.loaded()).toBe('the rule');
  });
});

describe('useLazyModule', () => {
  it('loads only when needed, then gives what it loaded', async () => {
    const importer = vi.fn(() => Promise.resolve('loaded'));
    const module = lazyModule(importer);
    const { rerender } = render(<Shows module={module} needed={false} />);
    expect(screen.getByText('not yet')).toBeVisible();
    expect(importer).not.toHaveBeenCalled();
    rerender(<Shows module={module} needed />);
    expect(await screen.findByText('loaded')).toBeVisible();
  });

  it('gives a module loaded earlier at once', async () => {
    const module = lazyModule(() => Promise.resolve('ready'));
    await module.load();
    render(<Shows module={module} needed={false} />);
    expect(screen.getByText('ready')).toBeVisible();
  });

  it('throws a failed load to the error boundary', async () => {
    const module = lazyModule<string>(() => Promise.reject(new Error('chunk missing')));
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    render(
      <Boundary>
        <Shows module={module} needed />
      </Boundary>,
    );
    expect(await screen.findByText('failed: chunk missing')).toBeVisible();
  });
});

function Preloads({ preload }: { preload: () => void }) {
  usePreloadWhenIdle(preload);
  return null;
}

describe('usePreloadWhenIdle', () => {
  it('preloads when the browser is idle, and not after the screen has gone', () => {
    const callbacks: IdleRequestCallback[] = [];
    vi.stubGlobal('requestIdleCallback', (callback: IdleRequestCallback) =>
      callbacks.push(callback),
    );
    const cancel = vi.fn();
    vi.stubGlobal('cancelIdleCallback', cancel);
    const preload = vi.fn();
    const { unmount } = render(<Preloads preload={preload} />);
    expect(preload).not.toHaveBeenCalled();
    callbacks[0]?.({ didTimeout: false, timeRemaining: () => 10 });
    expect(preload).toHaveBeenCalledTimes(1);
    unmount();
    expect(cancel).toHaveBeenCalledWith(1);
    vi.unstubAllGlobals();
  });

  it('preloads at once where there is no requestIdleCallback', () => {
    vi.stubGlobal('requestIdleCallback', undefined);
    const preload = vi.fn();
    render(<Preloads preload={preload} />);
    expect(preload).toHaveBeenCalledTimes(1);
    vi.unstubAllGlobals();
  });
});
