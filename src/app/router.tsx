import { lazy, Suspense, type ComponentType } from "react";
import { BrowserRouter, Route, Routes } from "react-router-dom";
import { FullPageSpinner } from "@/components/full-page-spinner";
import { paths } from "@/config/paths";
import { RedirectIfSignedIn } from "./redirect-if-signed-in";
import { RequireAuth } from "./require-auth";
import { RootLayout } from "./root-layout";
import { RouteErrorBoundary } from "./route-error-boundary";
import { ScrollToTop } from "./scroll-to-top";

/**
 * One lazily loaded module per URL, so each route is its own chunk. (Declarative
 * routes: the data router's loaders and actions are unused here and cost ~17 KB
 * gzipped on every page.)
 */
const page = (load: () => Promise<{ Component: ComponentType }>) =>
  lazy(() => load().then((m) => ({ default: m.Component })));

const Home = page(() => import("./routes/home"));
const Projects = page(() => import("./routes/projects"));
const Project = page(() => import("./routes/project"));
const Builders = page(() => import("./routes/builders"));
const Builder = page(() => import("./routes/builder"));
const About = page(() => import("./routes/about"));
const Contact = page(() => import("./routes/contact"));
const Dashboard = page(() => import("./routes/dashboard"));
const Settings = page(() => import("./routes/settings"));
const Notifications = page(() => import("./routes/notifications"));
const Messages = page(() => import("./routes/messages"));
const Moderation = page(() => import("./routes/moderation"));
const Documentation = page(() => import("./routes/documentation"));
const Privacy = page(() => import("./routes/privacy"));
const Terms = page(() => import("./routes/terms"));
const SignIn = page(() => import("./routes/sign-in"));
const SignUp = page(() => import("./routes/sign-up"));
const ForgotPassword = page(() => import("./routes/forgot-password"));
const NotFound = page(() => import("./routes/not-found"));

const docs = [
  paths.documentation,
  paths.guides,
  paths.blog,
  paths.careers,
  paths.press,
  paths.apiReference,
];

export function AppRouter() {
  return (
    <BrowserRouter>
      <ScrollToTop />
      <RouteErrorBoundary>
        <Suspense fallback={<FullPageSpinner />}>
          <Routes>
            <Route element={<RootLayout />}>
              <Route index element={<Home />} />
              <Route path={paths.projects} element={<Projects />} />
              <Route path="/projects/:projectId" element={<Project />} />
              <Route path={paths.builders} element={<Builders />} />
              <Route path="/builders/:builderId" element={<Builder />} />
              <Route path={paths.about} element={<About />} />
              <Route path={paths.contact} element={<Contact />} />
              {docs.map((path) => (
                <Route key={path} path={path} element={<Documentation />} />
              ))}
              {[paths.privacy, paths.cookiePolicy].map((path) => (
                <Route key={path} path={path} element={<Privacy />} />
              ))}
              {[paths.terms, paths.licenses].map((path) => (
                <Route key={path} path={path} element={<Terms />} />
              ))}
              <Route element={<RequireAuth />}>
                <Route path={paths.dashboard} element={<Dashboard />} />
                <Route path={paths.settings} element={<Settings />} />
                <Route path={paths.notifications} element={<Notifications />} />
                <Route path={paths.messages} element={<Messages />} />
                <Route path="/messages/:userId" element={<Messages />} />
                <Route path={paths.moderation} element={<Moderation />} />
              </Route>
              <Route path="*" element={<NotFound />} />
            </Route>
            {/* Outside the site layout: their own header and footer. */}
            <Route element={<RedirectIfSignedIn />}>
              <Route path={paths.signIn} element={<SignIn />} />
              <Route path={paths.signUp} element={<SignUp />} />
            </Route>
            <Route path={paths.forgotPassword} element={<ForgotPassword />} />
          </Routes>
        </Suspense>
      </RouteErrorBoundary>
    </BrowserRouter>
  );
}
