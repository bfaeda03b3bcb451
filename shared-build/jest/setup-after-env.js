require('@testing-library/jest-dom');
const { configure } = require('@testing-library/react');

// findBy and waitFor give up after 1 s by default; on a two-core machine running other jobs, a lazy page and its
// Module Federation stand-ins can take longer to appear. A wait that succeeds returns as soon as it does.
configure({ asyncUtilTimeout: 4000 });
