import { cleanup, render } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { AREAS, loadCatalogs, setLocaleSource } from '../../../i18n';
import { DirectorCompanies } from './director-companies';

// A director's companies on a Hindi page: headings and MCA's fixed statuses in Hindi; company
// names, designations and any other status kept as the registry wrote them.

function englishWords(root: Element): string[] {
  const words: string[] = [];
  const walk = (node: Node) => {
    if (node instanceof Element) {
      if (node.getAttribute('translate') !== 'no') node.childNodes.forEach(walk);
    } else if (node.nodeType === Node.TEXT_NODE) {
      words.push(...(node.textContent?.match(/[A-Za-z][A-Za-z]+/g) ?? []));
    }
  };
  walk(root);
  return words;
}

beforeEach(async () => {
  await loadCatalogs('hi', AREAS);
  setLocaleSource('hi');
});

afterEach(() => {
  cleanup();
  setLocaleSource('en');
});

describe('a director’s companies in Hindi', () => {
  it('should leave no English word outside what the registry wrote', () => {
    const { container } = render(
      <MemoryRouter>
        <DirectorCompanies
          companies={[
            {
              name: 'Acme Widgets Private Limited',
              companyId: 7,
              status: 'Active',
              designation: 'Managing Director',
              appointedOn: '2014-03-02',
              ceasedOn: null,
            },
            {
              name: 'Old Traders Limited',
              companyId: null,
              status: 'Strike Off',
              designation: null,
              appointedOn: null,
              ceasedOn: '2020-01-01',
            },
            {
              name: 'Odd Co',
              companyId: null,
              status: 'Some New Status',
              designation: 'Director',
              appointedOn: '2010-01-01',
              ceasedOn: null,
            },
          ]}
        />
      </MemoryRouter>,
    );
    expect(englishWords(container)).toEqual([]);
    expect(container.textContent).toContain('रजिस्टर से नाम हटाया गया');
  });
});
