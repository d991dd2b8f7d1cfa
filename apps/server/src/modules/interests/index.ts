export { interestKeywordRoutes } from './interests.routes.ts';
export { memberInterests, setMemberInterests } from './interests.service.ts';
