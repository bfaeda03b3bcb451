import { startShell } from './app/start-shell';

const container = document.getElementById('root');
if (!container) throw new Error('#root is missing from index.html');
void startShell({ container });
