/* global document */
// The floor of React alone: the smallest page React 19 can render, as the app's entry renders (a transition).
import { createElement as h, startTransition } from 'react';
import { createRoot } from 'react-dom/client';

const page = h('main', null, h('h1', null, 'ReagentSwap'), h('p', null, 'Trade surplus reagents between university labs.'));
startTransition(() => createRoot(document.getElementById('root')).render(page));
