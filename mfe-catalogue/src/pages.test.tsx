import { describeRemotePages, setupApiServer } from '@zu/shared-platform/testing';
import { pages } from './pages';

setupApiServer();
describeRemotePages('catalogue', pages);
