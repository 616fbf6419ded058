// A field with a length limit says so once it is full (docs/product/support.md, "Layout and display"): the browser
// cuts typed or pasted text past the limit silently.
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { TextAreaField, TextField } from '../../src/client/components/ui/form-field';

describe('the length limit of a field', () => {
  it('is named once the text reaches it, and not before or after it is shortened', () => {
    render(<TextField label="Reason" maxLength={10} />);
    const field = screen.getByLabelText('Reason');
    const status = () => screen.getByRole('status').textContent;
    fireEvent.input(field, { target: { value: 'short' } });
    expect(status()).toBe('');
    fireEvent.input(field, { target: { value: 'exactly 10' } });
    expect(status()).toBe('That is the limit: at most 10 characters.');
    fireEvent.input(field, { target: { value: 'shorter' } });
    expect(status()).toBe('');
  });

  it('works on a text area, and says nothing on a field without a limit', () => {
    render(
      <>
        <TextAreaField label="Comment" maxLength={3} />
        <TextField label="Name" />
      </>,
    );
    fireEvent.input(screen.getByLabelText('Comment'), { target: { value: 'abc' } });
    fireEvent.input(screen.getByLabelText('Name'), { target: { value: 'x'.repeat(5000) } });
    expect(screen.getAllByRole('status').map((s) => s.textContent)).toEqual([
      'That is the limit: at most 3 characters.',
      '',
    ]);
  });
});
