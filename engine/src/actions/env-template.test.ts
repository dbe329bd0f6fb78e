import { describe, expect, it } from 'vitest';
import { renderEnvTemplate } from './env-template';

describe('renderEnvTemplate', () => {
  it('replaces every {{NAME}} by the variable of that name', () => {
    expect(
      renderEnvTemplate('http://{{HOST}}:{{PORT}}/v1/{{HOST}}', { HOST: 'h.test', PORT: '80' }),
    ).toEqual({ value: 'http://h.test:80/v1/h.test' });
  });

  it('accepts an empty variable and leaves an unclosed {{ as text', () => {
    expect(renderEnvTemplate('{{EMPTY}}http://h/{{x', { EMPTY: '' })).toEqual({
      value: 'http://h/{{x',
    });
  });

  it('lists every variable that is not set', () => {
    expect(renderEnvTemplate('{{A}}/{{B}}/{{C}}', { B: 'b' })).toEqual({ missing: ['A', 'C'] });
  });
});
