/** The browser's one way to the API: routes by name, typed by what each route declares. */
export { api, apiListPage, type Answer, type BodyOf, type CallOptions, type RouteAddress } from "./call";
export { apiPath } from "./paths";
export { ApiError, withoutOfflineWrapper, stringField } from "./request";
export { API_PREFIX, ROUTES, type RouteName } from "./routes";
