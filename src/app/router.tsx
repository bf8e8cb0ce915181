// Every route of the site, each page its own lazy chunk so a visitor downloads only what they see.
import { createBrowserRouter, type RouteObject } from 'react-router';
import { CASE_SLUGS, paths, routePatterns } from '../../common/paths';
import { panelRoute } from './panel-route';
import { RootLayout } from './root-layout';
import { RouteErrorPage } from './route-error-page';

/** Loads a page module on demand and hands its named component to the router. */
function page<M>(load: () => Promise<M>, pick: (module: M) => React.ComponentType) {
  return { lazy: async () => ({ Component: pick(await load()) }) };
}

const marketing = () => import('../features/marketing/pages/case-study-page');

export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    errorElement: <RouteErrorPage />,
    children: [
      {
        errorElement: <RouteErrorPage />,
        children: [
          {
            path: paths.home,
            ...page(
              () => import('../features/marketing/pages/home-page'),
              (m) => m.HomePage,
            ),
          },
          {
            path: paths.flexo,
            ...page(
              () => import('../features/marketing/pages/flexo-page'),
              (m) => m.FlexoPage,
            ),
          },
          {
            path: paths.about,
            ...page(
              () => import('../features/marketing/pages/about-page'),
              (m) => m.AboutPage,
            ),
          },
          {
            path: paths.services,
            ...page(
              () => import('../features/marketing/pages/services-page'),
              (m) => m.ServicesPage,
            ),
          },
          {
            path: paths.cases,
            ...page(
              () => import('../features/marketing/pages/cases-page'),
              (m) => m.CasesPage,
            ),
          },
          ...CASE_SLUGS.map((slug) => ({
            path: paths.caseStudy(slug),
            ...page(marketing, (m) => m.CaseStudyPage),
          })),
          {
            path: paths.terms,
            ...page(
              () => import('../features/marketing/pages/terms-page'),
              (m) => m.TermsPage,
            ),
          },
          {
            path: paths.privacy,
            ...page(
              () => import('../features/marketing/pages/privacy-page'),
              (m) => m.PrivacyPage,
            ),
          },
          {
            path: routePatterns.plateMakerRelease,
            ...page(
              () => import('../features/plate-maker/pages/plate-maker-release-page'),
              (m) => m.PlateMakerReleasePage,
            ),
          },
          {
            path: paths.verify,
            ...page(
              () => import('../features/marketing/pages/verify-page'),
              (m) => m.VerifyPage,
            ),
          },

          {
            path: paths.login,
            ...page(
              () => import('../features/auth/pages/login-page'),
              (m) => m.LoginPage,
            ),
          },
          {
            path: paths.resetPassword,
            ...page(
              () => import('../features/auth/pages/reset-password-page'),
              (m) => m.ResetPasswordPage,
            ),
          },
          {
            path: paths.adminLogin,
            ...page(
              () => import('../features/auth/pages/admin-login-page'),
              (m) => m.AdminLoginPage,
            ),
          },

          {
            path: paths.clientArea,
            ...page(
              () => import('../features/client-area/pages/client-area-page'),
              (m) => m.ClientAreaPage,
            ),
          },
          {
            path: paths.clientFinished,
            ...page(
              () => import('../features/client-area/pages/finished-arts-page'),
              (m) => m.FinishedArtsPage,
            ),
          },
          {
            path: paths.myData,
            ...page(
              () => import('../features/client-area/pages/my-data-page'),
              (m) => m.MyDataPage,
            ),
          },
          {
            path: paths.statement,
            ...page(
              () => import('../features/client-area/pages/statement-page'),
              (m) => m.StatementPage,
            ),
          },
          {
            path: paths.team,
            ...page(
              () => import('../features/client-area/pages/team-page'),
              (m) => m.TeamPage,
            ),
          },
          {
            path: routePatterns.invitation,
            ...page(
              () => import('../features/client-area/pages/invitation-page'),
              (m) => m.InvitationPage,
            ),
          },
          {
            path: paths.accountDeleted,
            ...page(
              () => import('../features/client-area/pages/account-deleted-page'),
              (m) => m.AccountDeletedPage,
            ),
          },
          {
            path: routePatterns.art,
            ...page(
              () => import('../features/client-area/pages/art-page'),
              (m) => m.ArtPage,
            ),
          },
          {
            path: routePatterns.payment,
            ...page(
              () => import('../features/client-area/pages/payment-page'),
              (m) => m.PaymentPage,
            ),
          },
          {
            path: routePatterns.changeArt,
            ...page(
              () => import('../features/client-area/pages/change-art-page'),
              (m) => m.ChangeArtPage,
            ),
          },

          {
            path: paths.admin,
            handle: panelRoute,
            ...page(
              () => import('../features/admin/pages/admin-dashboard-page'),
              (m) => m.AdminDashboardPage,
            ),
          },
          {
            path: paths.adminClients,
            handle: panelRoute,
            ...page(
              () => import('../features/admin/pages/admin-clients-page'),
              (m) => m.AdminClientsPage,
            ),
          },
          {
            path: paths.adminFinished,
            handle: panelRoute,
            ...page(
              () => import('../features/admin/pages/admin-finished-page'),
              (m) => m.AdminFinishedPage,
            ),
          },
          {
            path: routePatterns.adminClient,
            handle: panelRoute,
            ...page(
              () => import('../features/admin/pages/admin-client-page'),
              (m) => m.AdminClientPage,
            ),
          },
          {
            path: routePatterns.adminArt,
            handle: panelRoute,
            ...page(
              () => import('../features/admin/pages/admin-art-page'),
              (m) => m.AdminArtPage,
            ),
          },
          {
            path: paths.adminMessages,
            handle: panelRoute,
            ...page(
              () => import('../features/admin/pages/admin-messages-page'),
              (m) => m.AdminMessagesPage,
            ),
          },
          {
            path: paths.adminPreflight,
            handle: panelRoute,
            ...page(
              () => import('../features/admin/pages/admin-preflight-settings-page'),
              (m) => m.AdminPreflightSettingsPage,
            ),
          },
          {
            path: paths.adminAccount,
            handle: panelRoute,
            ...page(
              () => import('../features/admin/pages/admin-account-page'),
              (m) => m.AdminAccountPage,
            ),
          },
          {
            path: paths.adminTurnaround,
            handle: panelRoute,
            ...page(
              () => import('../features/admin/pages/admin-turnaround-page'),
              (m) => m.AdminTurnaroundPage,
            ),
          },
          {
            path: paths.adminMails,
            handle: panelRoute,
            ...page(
              () => import('../features/admin/pages/admin-mails-page'),
              (m) => m.AdminMailsPage,
            ),
          },
          {
            path: paths.adminIndicators,
            handle: panelRoute,
            ...page(
              () => import('../features/admin/pages/admin-indicators-page'),
              (m) => m.AdminIndicatorsPage,
            ),
          },
          {
            path: paths.adminRealSpeed,
            handle: panelRoute,
            ...page(
              () => import('../features/admin/pages/admin-real-speed-page'),
              (m) => m.AdminRealSpeedPage,
            ),
          },

          {
            path: paths.adminPaymentSettings,
            handle: panelRoute,
            ...page(
              () => import('../features/admin/pages/admin-payment-settings-page'),
              (m) => m.AdminPaymentSettingsPage,
            ),
          },
          {
            path: paths.adminPayments,
            handle: panelRoute,
            ...page(
              () => import('../features/admin/pages/admin-payments-page'),
              (m) => m.AdminPaymentsPage,
            ),
          },

          {
            path: '*',
            ...page(
              () => import('../features/marketing/pages/not-found-page'),
              (m) => m.NotFoundPage,
            ),
          },
        ],
      },
    ],
  },
];

export const createRouter = () => createBrowserRouter(routes);
