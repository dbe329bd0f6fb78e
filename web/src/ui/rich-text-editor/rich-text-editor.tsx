import { Editor } from '@tiptap/core';
import { Image } from '@tiptap/extension-image';
import { StarterKit } from '@tiptap/starter-kit';
import { useEffect, useRef, useState } from 'react';
import './rich-text-editor.css';

/** The editor's toolbar texts. */
export const RICH_TEXT_TEXT = {
  toolbar: (label: string) => `${label} formatting`,
  bold: 'Bold',
  italic: 'Italic',
  underline: 'Underline',
  heading: 'Heading',
  subheading: 'Subheading',
  bulletList: 'Bulleted list',
  orderedList: 'Numbered list',
  quote: 'Quote',
  undo: 'Undo',
  redo: 'Redo',
} as const;

export interface RichTextEditorProps {
  /** The id of the label element that names the editor. */
  labelId: string;
  /** The id of the hint (and error) the editor is described by. */
  describedBy?: string | undefined;
  /** The toolbar's name is the label's text with ' formatting'. */
  label: string;
  /** The HTML it starts with (later changes of the prop are not applied). */
  value: string;
  /** The HTML after each change; '' when the editor is empty. */
  onChange: (html: string) => void;
  invalid?: boolean;
}

interface ToolbarButton {
  label: string;
  active?: (editor: Editor) => boolean;
  run: (editor: Editor) => void;
}

const BUTTONS: readonly ToolbarButton[] = [
  {
    label: RICH_TEXT_TEXT.bold,
    active: (e) => e.isActive('bold'),
    run: (e) => e.chain().focus().toggleBold().run(),
  },
  {
    label: RICH_TEXT_TEXT.italic,
    active: (e) => e.isActive('italic'),
    run: (e) => e.chain().focus().toggleItalic().run(),
  },
  {
    label: RICH_TEXT_TEXT.underline,
    active: (e) => e.isActive('underline'),
    run: (e) => e.chain().focus().toggleUnderline().run(),
  },
  {
    label: RICH_TEXT_TEXT.heading,
    active: (e) => e.isActive('heading', { level: 1 }),
    run: (e) => e.chain().focus().toggleHeading({ level: 1 }).run(),
  },
  {
    label: RICH_TEXT_TEXT.subheading,
    active: (e) => e.isActive('heading', { level: 2 }),
    run: (e) => e.chain().focus().toggleHeading({ level: 2 }).run(),
  },
  {
    label: RICH_TEXT_TEXT.bulletList,
    active: (e) => e.isActive('bulletList'),
    run: (e) => e.chain().focus().toggleBulletList().run(),
  },
  {
    label: RICH_TEXT_TEXT.orderedList,
    active: (e) => e.isActive('orderedList'),
    run: (e) => e.chain().focus().toggleOrderedList().run(),
  },
  {
    label: RICH_TEXT_TEXT.quote,
    active: (e) => e.isActive('blockquote'),
    run: (e) => e.chain().focus().toggleBlockquote().run(),
  },
  { label: RICH_TEXT_TEXT.undo, run: (e) => e.chain().focus().undo().run() },
  { label: RICH_TEXT_TEXT.redo, run: (e) => e.chain().focus().redo().run() },
];

/**
 * A rich-text editor (Tiptap over ProseMirror) for a practice's HTML sections: headings, emphasis,
 * lists, quotes, and the links and pictures the HTML already has. Heavy, so screens load this module by dynamic
 * import only. Tiptap's framework-free core is mounted into a div here (its React binding would
 * pull react-dom into a chunk of its own, which every page would then load). It edits HTML only
 * through its schema, so pasted scripts or styles never reach `onChange`; the server and the
 * display sanitise the HTML all the same.
 */
export function RichTextEditor({
  labelId,
  describedBy,
  label,
  value,
  onChange,
  invalid = false,
}: RichTextEditorProps) {
  const mount = useRef<HTMLDivElement>(null);
  const editorRef = useRef<Editor | null>(null);
  // The latest onChange, so the editor (made once) always reports to the current form.
  const report = useRef(onChange);
  // The first value only: the editor owns the text from then on.
  const initial = useRef(value);
  const [active, setActive] = useState<readonly (boolean | null)[]>(() => BUTTONS.map(() => null));
  useEffect(() => {
    report.current = onChange;
  }, [onChange]);

  useEffect(() => {
    const element = mount.current;
    if (!element) return undefined;
    const editor = new Editor({
      element,
      extensions: [
        StarterKit.configure({
          // A click in the editor places the caret; links open on the site, not here.
          link: { openOnClick: false },
          // No empty paragraph kept after a last heading or list: the site would show its gap.
          trailingNode: false,
        }),
        // Pictures the HTML already has stay (addresses only, never data: URLs).
        Image.configure({ allowBase64: false }),
      ],
      content: initial.current,
      editorProps: { attributes: { role: 'textbox', 'aria-multiline': 'true' } },
      onUpdate: ({ editor: changed }) => {
        report.current(changed.isEmpty ? '' : changed.getHTML());
      },
      onTransaction: ({ editor: changed }) => {
        setActive(BUTTONS.map((button) => (button.active ? button.active(changed) : null)));
      },
    });
    editorRef.current = editor;
    setActive(BUTTONS.map((button) => (button.active ? button.active(editor) : null)));
    return () => {
      editorRef.current = null;
      editor.destroy();
    };
  }, []);

  // The label, hint and error state follow the props.
  useEffect(() => {
    editorRef.current?.setOptions({
      editorProps: {
        attributes: {
          role: 'textbox',
          'aria-multiline': 'true',
          'aria-labelledby': labelId,
          ...(describedBy ? { 'aria-describedby': describedBy } : {}),
          ...(invalid ? { 'aria-invalid': 'true' } : {}),
          class: 'rich-text-content',
        },
      },
    });
  }, [labelId, describedBy, invalid]);

  return (
    <div className={invalid ? 'rich-text rich-text-invalid' : 'rich-text'}>
      <div role="toolbar" aria-label={RICH_TEXT_TEXT.toolbar(label)} className="rich-text-toolbar">
        {BUTTONS.map((button, index) => {
          const pressed = active[index];
          return (
            <button
              key={button.label}
              type="button"
              className="rich-text-button"
              {...(pressed === null || pressed === undefined ? {} : { 'aria-pressed': pressed })}
              onClick={() => {
                if (editorRef.current) button.run(editorRef.current);
              }}
            >
              {button.label}
            </button>
          );
        })}
      </div>
      <div ref={mount} />
    </div>
  );
}
