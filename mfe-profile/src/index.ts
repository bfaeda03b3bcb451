// An async boundary before any shared module is used (Module Federation negotiates the singletons first).
import('./bootstrap');
