// The requests feature's public surface: its pages (router).
export { ReagentRequestsPage } from './ReagentRequestsPage';
export { RequestReagentPage } from './RequestReagentPage';
export { EditReagentRequestPage } from './EditReagentRequestPage';
