import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createPortal } from 'react-dom';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import {
  FieldGroup,
  Form,
  FormCheckbox,
  FormSelect,
  FormTextArea,
  FormTextField,
  lazySchema,
  type SchemaSource,
  SubmitButton,
  useFormField,
  useZodForm,
} from '.';
import { GENERIC_ERROR } from '../../lib/api';

const schema = z.object({
  name: z.string().trim().min(1, 'Please enter your name.'),
  email: z.string().min(1, 'Please enter your email address.'),
  kind: z.string().min(1, 'Please choose a kind.'),
  notes: z.string().max(5, 'At most 5 characters.'),
  agree: z.literal(true, { error: 'Please agree.' }),
});

interface Sent {
  name: string;
  email: string;
}

/** A form of each field kind; `send` is the submit handler (it may fail the form). */
function TestForm({
  send,
  extra = () => ({}),
  rules = schema,
}: {
  send: (data: Sent, fail: (message: string) => void) => Promise<void> | void;
  extra?: (values: { email: string }) => Record<string, string | undefined>;
  rules?: SchemaSource<z.output<typeof schema>>;
}) {
  const form = useZodForm(rules, {
    defaultValues: { name: '', email: '', kind: '', notes: '', agree: false },
    check: extra,
  });
  return (
    <Form
      form={form}
      aria-label="Test"
      errorTitle="Error!"
      onSubmit={async (data) => {
        await send(data, (message) => {
          form.setError('root', { message });
        });
      }}
    >
      <FormTextField form={form} name="name" label="Name" trim="start" />
      <FormTextField form={form} name="email" label="Email" />
      <FormSelect form={form} name="kind" label="Kind">
        <option value="">Choose</option>
        <option value="a">A</option>
      </FormSelect>
      <FormTextArea form={form} name="notes" label="Notes" />
      <FormCheckbox form={form} name="agree" label="I agree" />
      <SubmitButton>Submit</SubmitButton>
    </Form>
  );
}

async function fillValid(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText('Name'), 'Ann');
  await user.type(screen.getByLabelText('Email'), 'ann@example.com');
  await user.selectOptions(screen.getByLabelText('Kind'), 'a');
  await user.click(screen.getByLabelText('I agree'));
}

describe('the form layer', () => {
  it('shows each field its message, tied to it, and focuses the first invalid field', async () => {
    const user = userEvent.setup();
    const sent: Sent[] = [];
    render(<TestForm send={(data) => void sent.push(data)} />);
    await user.type(screen.getByLabelText('Notes'), 'too long');
    await user.click(screen.getByRole('button', { name: 'Submit' }));

    const name = screen.getByLabelText('Name');
    expect(await screen.findByText('Please enter your name.')).toBeVisible();
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(name).toHaveAccessibleDescription('Please enter your name.');
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription(
      'Please enter your email address.',
    );
    expect(screen.getByLabelText('Kind')).toHaveAccessibleDescription('Please choose a kind.');
    expect(screen.getByLabelText('Notes')).toHaveAccessibleDescription('At most 5 characters.');
    expect(screen.getByLabelText('I agree')).toHaveAccessibleDescription('Please agree.');
    expect(name).toHaveFocus();
    expect(sent).toEqual([]);
  });

  it('focuses the first invalid field in the order of the form', async () => {
    const user = userEvent.setup();
    render(<TestForm send={() => undefined} />);
    await user.type(screen.getByLabelText('Name'), 'Ann');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Please enter your email address.')).toBeVisible();
    expect(screen.getByLabelText('Email')).toHaveFocus();
  });

  it('clears a message when its field changes and checks again only at the next submit', async () => {
    const user = userEvent.setup();
    render(<TestForm send={() => undefined} />);
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Please enter your name.')).toBeVisible();
    await user.type(screen.getByLabelText('Name'), ' ');
    expect(screen.getByLabelText('Name')).toHaveValue('');
    expect(screen.queryByText('Please enter your name.')).toBeNull();
    expect(screen.getByText('Please enter your email address.')).toBeVisible();
  });

  it('trims as typed: all spaces of a trimmed field, leading ones of a text and the rest on blur', async () => {
    const user = userEvent.setup();
    render(<TestForm send={() => undefined} />);
    await user.type(screen.getByLabelText('Email'), ' a b ');
    expect(screen.getByLabelText('Email')).toHaveValue('ab');
    await user.type(screen.getByLabelText('Name'), '  Ann Lee ');
    expect(screen.getByLabelText('Name')).toHaveValue('Ann Lee ');
    await user.tab();
    expect(screen.getByLabelText('Name')).toHaveValue('Ann Lee');
  });

  it("keeps a phone number's digits, its maxLength counting digits, as typed or pasted", async () => {
    const user = userEvent.setup();
    function PhoneForm() {
      const form = useZodForm(z.object({ phone: z.string() }), {
        defaultValues: { phone: '' },
      });
      return (
        <Form form={form} aria-label="Contact" onSubmit={() => undefined}>
          <FormTextField form={form} name="phone" label="Phone" trim="digits" maxLength={10} />
        </Form>
      );
    }
    render(<PhoneForm />);
    const phone = screen.getByLabelText('Phone');
    expect(phone).not.toHaveAttribute('maxLength');
    expect(phone).toHaveAttribute('inputMode', 'numeric');
    await user.click(phone);
    await user.paste('555 123 4567');
    expect(phone).toHaveValue('5551234567');
    await user.clear(phone);
    await user.paste('(555) 123-4567 ext. 89');
    expect(phone).toHaveValue('5551234567');
    await user.clear(phone);
    await user.paste('+1 (555) 123-4567');
    expect(phone).toHaveValue('5551234567');
    await user.clear(phone);
    await user.paste('+15551234567');
    expect(phone).toHaveValue('5551234567');
    await user.clear(phone);
    await user.type(phone, '12ab3');
    expect(phone).toHaveValue('123');
  });

  it('shows a rule outside the schema with the schema messages', async () => {
    const user = userEvent.setup();
    render(
      <TestForm
        send={() => undefined}
        extra={(values) => ({ email: values.email === 'taken' ? 'Taken.' : undefined })}
      />,
    );
    await fillValid(user);
    await user.clear(screen.getByLabelText('Email'));
    await user.type(screen.getByLabelText('Email'), 'taken');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Taken.')).toBeVisible();
    expect(screen.getByLabelText('Email')).toHaveFocus();
  });

  it("reads 'Please Wait...' and is disabled while sending, then sends the schema's output", async () => {
    const user = userEvent.setup();
    let finish: () => void = () => undefined;
    const sent: Sent[] = [];
    render(
      <TestForm
        send={(data) =>
          new Promise<void>((resolve) => {
            sent.push(data);
            finish = resolve;
          })
        }
      />,
    );
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    const waiting = await screen.findByRole('button', { name: 'Please Wait...' });
    expect(waiting).toBeDisabled();
    await user.click(waiting);
    expect(sent).toEqual([
      { name: 'Ann', email: 'ann@example.com', kind: 'a', notes: '', agree: true },
    ]);
    finish();
    expect(await screen.findByRole('button', { name: 'Submit' })).toBeEnabled();
  });

  it('shows a failed send as the form error (role alert) and clears it at the next submit', async () => {
    const user = userEvent.setup();
    let calls = 0;
    render(
      <TestForm
        send={(_data, fail) => {
          calls += 1;
          if (calls === 1) fail('Invalid email or password.');
        }}
      />,
    );
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Error! Invalid email or password.');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await screen.findByRole('button', { name: 'Submit' });
    expect(calls).toBe(2);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('is not sent by the submit of a dialog form rendered inside it through a portal', async () => {
    const user = userEvent.setup();
    const sent: string[] = [];
    function DialogForm() {
      const form = useZodForm(z.object({}), { defaultValues: {} });
      return createPortal(
        <Form form={form} aria-label="Dialog" onSubmit={() => void sent.push('dialog')}>
          <SubmitButton>Save</SubmitButton>
        </Form>,
        document.body,
      );
    }
    function Outer() {
      const form = useZodForm(z.object({}), { defaultValues: {} });
      return (
        <Form form={form} aria-label="Outer" onSubmit={() => void sent.push('outer')}>
          <DialogForm />
          <SubmitButton>Send</SubmitButton>
        </Form>
      );
    }
    render(<Outer />);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByRole('button', { name: 'Save' });
    expect(sent).toEqual(['dialog']);
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await screen.findByRole('button', { name: 'Send' });
    expect(sent).toEqual(['dialog', 'outer']);
  });

  it('focuses a widget group that holds an invalid field, names it and reads its message', async () => {
    const user = userEvent.setup();
    function Picker() {
      const form = useZodForm(z.object({ pet: z.number({ error: 'Please choose a pet.' }) }), {
        defaultValues: { pet: undefined as number | undefined },
      });
      const pet = useFormField({ form, name: 'pet' });
      return (
        <Form form={form} aria-label="Pick" onSubmit={() => undefined}>
          <FieldGroup field={pet} className="pick" label="Your pet">
            <button
              type="button"
              onClick={() => {
                pet.set(7);
              }}
            >
              Rex
            </button>
          </FieldGroup>
          <SubmitButton>Send</SubmitButton>
        </Form>
      );
    }
    render(<Picker />);
    await user.click(screen.getByRole('button', { name: 'Send' }));
    const group = screen.getByRole('group', { name: 'Your pet' });
    expect(await screen.findByRole('alert')).toHaveTextContent('Please choose a pet.');
    expect(group).toHaveFocus();
    expect(group).toHaveAccessibleDescription('Please choose a pet.');
    await user.click(screen.getByRole('button', { name: 'Rex' }));
    expect(screen.queryByRole('alert')).toBeNull();
  });
});

describe('a schema loaded beside the form (lazySchema: no zod in the first JavaScript of a public page)', () => {
  /** A lazy schema whose loads the test settles: each load is one pending promise. */
  function deferredSchema() {
    const loads: { resolve: () => void; reject: () => void }[] = [];
    const rules = lazySchema(
      () =>
        new Promise<typeof schema>((resolve, reject) => {
          loads.push({
            resolve: () => {
              resolve(schema);
            },
            reject: () => {
              reject(new Error('offline'));
            },
          });
        }),
    );
    return { rules, loads };
  }

  it('starts loading when the form mounts; a submit waits for it and checks as the schema does', async () => {
    const user = userEvent.setup();
    const { rules, loads } = deferredSchema();
    const sent: Sent[] = [];
    render(<TestForm rules={rules} send={(data) => void sent.push(data)} />);
    expect(loads).toHaveLength(1);

    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByRole('button', { name: 'Please Wait...' })).toBeDisabled();
    expect(screen.queryByText('Please enter your name.')).toBeNull();
    loads[0]?.resolve();
    expect(await screen.findByText('Please enter your name.')).toBeVisible();
    expect(screen.getByLabelText('Name')).toHaveFocus();
    expect(sent).toEqual([]);

    await fillValid(user);
    await user.type(screen.getByLabelText('Name'), '  ');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await screen.findByRole('button', { name: 'Submit' });
    expect(sent).toEqual([
      { name: 'Ann', email: 'ann@example.com', kind: 'a', notes: '', agree: true },
    ]);
    expect(loads).toHaveLength(1);
  });

  it('says so and sends nothing when it cannot load; the next submit loads it again', async () => {
    const user = userEvent.setup();
    const { rules, loads } = deferredSchema();
    const sent: Sent[] = [];
    render(<TestForm rules={rules} send={(data) => void sent.push(data)} />);
    loads[0]?.reject();
    await fillValid(user);

    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(loads).toHaveLength(2);
    loads[1]?.reject();
    expect(await screen.findByRole('alert')).toHaveTextContent(`Error! ${GENERIC_ERROR}`);
    expect(sent).toEqual([]);
    await screen.findByRole('button', { name: 'Submit' });

    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(loads).toHaveLength(3);
    loads[2]?.resolve();
    await screen.findByRole('button', { name: 'Submit' });
    await vi.waitFor(() => {
      expect(sent).toHaveLength(1);
    });
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
