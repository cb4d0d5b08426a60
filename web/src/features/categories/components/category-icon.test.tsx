import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { CategoryIcon } from './category-icon';

const iconOf = (name: string) =>
  render(<CategoryIcon name={name} />)
    .container.querySelector('svg')
    ?.getAttribute('data-icon');

describe(CategoryIcon.name, () => {
  afterEach(cleanup);

  it('should draw a known icon by its name', () => {
    expect(iconOf('finance')).toBe('finance');
  });

  // Issue 24 #8: a name that is a built-in property of every object is an unknown icon.
  it.each(['constructor', '__proto__', 'toString', 'hasOwnProperty', 'no-such-icon'])(
    'should draw the default icon for %s',
    (name) => {
      expect(iconOf(name)).toBe('building');
    },
  );
});
