import { serveNameSearch, type ServicePort } from './name-search-service';

// The DOM typings describe `self` as a window; in a dedicated worker it is the worker's scope, whose
// messages come from the page that started it.
serveNameSearch(self as unknown as ServicePort);
