import { act } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { DisabledUntilHydrated } from './disabled-until-hydrated';

const form = (
  <form>
    <DisabledUntilHydrated>
      <input aria-label="Company Name" />
      <button type="submit">Next</button>
    </DisabledUntilHydrated>
  </form>
);

describe(DisabledUntilHydrated.name, () => {
  it('should send the controls disabled from the server and enable them once hydrated', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(form);
    document.body.append(container);
    const input = container.querySelector('input')!;
    const button = container.querySelector('button')!;
    // As the server's HTML arrives: nothing can be typed that hydration would then drop.
    expect(input.matches(':disabled')).toBe(true);
    expect(button.matches(':disabled')).toBe(true);

    await act(async () => {
      hydrateRoot(container, form);
    });

    expect(input.matches(':disabled')).toBe(false);
    expect(button.matches(':disabled')).toBe(false);
    container.remove();
  });
});
