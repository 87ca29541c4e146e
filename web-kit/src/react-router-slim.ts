// What the front ends share as `react-router-dom` (rspack.config.base.ts): the router API they use,
// taken from `react-router`, so the shared bundle holds only that. A shared module cannot be
// tree-shaken (no build knows what the others import), and the whole package is ~200 KB minified
// with its server, RSC, cookie and session code. An export missing here is undefined at run time:
// react-router-slim.test.ts checks every name the front ends import from 'react-router-dom'.
export {
  BrowserRouter,
  Link,
  MemoryRouter,
  Navigate,
  NavLink,
  Outlet,
  Route,
  Routes,
  useLocation,
  useNavigate,
  useParams,
  useSearchParams,
} from 'react-router';
