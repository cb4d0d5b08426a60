import { configure } from '@testing-library/react';

// A findBy… or waitFor gives up after 1 s by default. On a two-core machine running other test
// files beside this one, a render that settles in 100 ms idle took past a second (a CI-loaded
// run of the Hindi account card, 1.9 s): the wait is for the page, not a timing to assert, so it
// gets room, and the test's own limit room beyond it.
configure({ asyncUtilTimeout: 5_000 });
