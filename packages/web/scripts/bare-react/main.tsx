import { createRoot } from 'react-dom/client';

// The reference page of the first-load budget (scripts/first-load.ts): React 19 and nothing else.
const root = document.getElementById('root');
if (root) createRoot(root).render(<h1>Hello</h1>);
