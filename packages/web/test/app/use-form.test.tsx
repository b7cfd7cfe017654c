// @vitest-environment happy-dom
import { emailFormSchema, validate } from '@self-storage/core/forms';
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useForm } from '#app/use-form.ts';

/** A form as the screens build one: core's rule checks it, the field shows its error. */
const EmailForm = ({
  onValid,
  onChange,
}: {
  onValid(value: { email: string }): void;
  onChange?(values: object): void;
}) => {
  const form = useForm({ email: '' }, (values) => validate(emailFormSchema, values), onChange);
  return (
    <form noValidate onSubmit={form.handleSubmit(onValid)}>
      <label htmlFor="email">Email</label>
      <input
        id="email"
        value={form.values.email}
        aria-invalid={form.errors.email ? true : undefined}
        onChange={(event) => form.set('email', event.target.value)}
      />
      {form.errors.email ? <p role="alert">{form.errors.email}</p> : null}
      <button type="submit">Send</button>
    </form>
  );
};

const errorOf = (email: string) => {
  const result = validate(emailFormSchema, { email });
  return result.ok ? undefined : result.errors.email;
};

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
let container: HTMLElement;
let root: Root;

beforeEach(() => {
  container = document.createElement('div');
  document.body.append(container);
  root = createRoot(container);
});

afterEach(() => {
  act(() => root.unmount());
  container.remove();
});

const show = (form: React.ReactElement) => act(() => root.render(form));
const field = () => container.querySelector<HTMLInputElement>('#email') as HTMLInputElement;
const alertText = () => container.querySelector('[role="alert"]')?.textContent;

/** Types `value` into the field as a user does: the input event React listens to. */
const type = (value: string) =>
  act(() => {
    const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set;
    setValue?.call(field(), value);
    field().dispatchEvent(new Event('input', { bubbles: true }));
  });

const send = () =>
  act(() => {
    container.querySelector('button')?.click();
  });

describe('useForm', () => {
  it('says nothing while the user types the first time', () => {
    show(<EmailForm onValid={vi.fn()} />);
    type('not-an-email');
    expect(alertText()).toBeUndefined();
  });

  it('on a submit with a broken value, shows the rule, sends nothing and puts focus on the field', async () => {
    const onValid = vi.fn();
    show(<EmailForm onValid={onValid} />);
    send();
    expect(alertText()).toBe(errorOf(''));
    expect(onValid).not.toHaveBeenCalled();
    await act(() => new Promise<void>((resolve) => requestAnimationFrame(() => resolve())));
    expect(document.activeElement).toBe(field());
  });

  it('after a submit, follows each keystroke, and sends the parsed value once it passes', () => {
    const onValid = vi.fn();
    show(<EmailForm onValid={onValid} />);
    send();
    type('ann@');
    expect(alertText()).toBe(errorOf('ann@'));
    type('ann@example.com');
    expect(alertText()).toBeUndefined();
    expect(field().getAttribute('aria-invalid')).toBeNull();
    send();
    expect(onValid).toHaveBeenCalledWith({ email: 'ann@example.com' });
  });

  it('tells onChange every change, so a screen can keep a draft', () => {
    const onChange = vi.fn();
    show(<EmailForm onValid={vi.fn()} onChange={onChange} />);
    type('a');
    type('ab');
    expect(onChange.mock.calls).toEqual([[{ email: 'a' }], [{ email: 'ab' }]]);
  });
});
