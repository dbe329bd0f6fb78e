import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { RichTextEditor } from './rich-text-editor';

function renderEditor(value: string) {
  const onChange = vi.fn<(html: string) => void>();
  render(
    <>
      <span id="label">Header section</span>
      <p id="hint">Shown at the top.</p>
      <RichTextEditor
        labelId="label"
        describedBy="hint"
        label="Header section"
        value={value}
        onChange={onChange}
      />
    </>,
  );
  return { onChange, user: userEvent.setup() };
}

describe('the rich-text editor', () => {
  it('is a labelled, described, multi-line text box holding the HTML it was given', async () => {
    renderEditor('<h2>Hours</h2><ul><li>Weekdays</li></ul>');
    const box = await screen.findByRole('textbox', { name: 'Header section' });
    expect(box).toHaveAccessibleDescription('Shown at the top.');
    expect(box).toHaveAttribute('aria-multiline', 'true');
    expect(box.innerHTML).toContain('<h2>Hours</h2>');
    expect(box.querySelector('li')).toHaveTextContent('Weekdays');
  });

  it('formats with the toolbar and reports the new HTML; Undo takes it back', async () => {
    const { onChange, user } = renderEditor('<p>Welcome</p>');
    await screen.findByRole('textbox', { name: 'Header section' });
    const heading = screen.getByRole('button', { name: 'Heading' });
    expect(heading).toHaveAttribute('aria-pressed', 'false');
    await user.click(heading);
    expect(onChange).toHaveBeenLastCalledWith('<h1>Welcome</h1>');
    await waitFor(() => {
      expect(heading).toHaveAttribute('aria-pressed', 'true');
    });
    await user.click(screen.getByRole('button', { name: 'Undo' }));
    expect(onChange).toHaveBeenLastCalledWith('<p>Welcome</p>');
  });

  it('keeps the pictures the HTML has, but not data: URLs', async () => {
    renderEditor(
      '<p>Team</p><img src="https://files.example/team.jpg" alt="Our team"><img src="data:image/png;base64,AAAA" alt="inline">',
    );
    const box = await screen.findByRole('textbox', { name: 'Header section' });
    expect(box.querySelector('img[alt="Our team"]')).toHaveAttribute(
      'src',
      'https://files.example/team.jpg',
    );
    expect(box.innerHTML).not.toContain('data:');
  });

  it('keeps only what its schema knows: no script, style or event handler gets in', async () => {
    const { onChange, user } = renderEditor(
      '<p onclick="alert(1)" style="color:red">Hi</p><script>alert(2)</script><form action="https://evil.example"><input name="card"></form>',
    );
    const box = await screen.findByRole('textbox', { name: 'Header section' });
    expect(box.innerHTML).not.toMatch(/script|onclick|style=|<form|<input/i);
    await user.click(screen.getByRole('button', { name: 'Bold' }));
    await user.click(screen.getByRole('button', { name: 'Bulleted list' }));
    const html = onChange.mock.lastCall?.[0] ?? '';
    expect(html).toContain('<ul><li><p>Hi</p></li></ul>');
    expect(html).not.toMatch(/script|onclick|style=|<form|<input/i);
  });
});
