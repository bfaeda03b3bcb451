import { RouterProvider, type createBrowserRouter } from 'react-router';
import { StoreProvider, type AppStore } from '@zu/shared-platform';
import { UiProvider } from '@zu/shared-ui';

export interface AppProps {
  store: AppStore;
  router: ReturnType<typeof createBrowserRouter>;
}

/** The one set of providers of the composed site: remote pages render inside this tree and share them. */
export function App({ store, router }: AppProps) {
  return (
    <StoreProvider store={store}>
      <UiProvider>
        <RouterProvider router={router} />
      </UiProvider>
    </StoreProvider>
  );
}
