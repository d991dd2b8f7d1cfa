import {
  helpAnswerSchema,
  staffHelpCategorySchema,
  staffHelpTopicSchema,
} from '@fanship/domain/catalogue/help';
import {
  postDetailSchema,
  postParamsSchema,
  postQuerySchema,
  postSliceSchema,
  staffPostSchema,
} from '@fanship/domain/catalogue/posts';
import {
  sitePageListSchema,
  sitePageParamsSchema,
  sitePageSchema,
  staffSitePageSchema,
} from '@fanship/domain/catalogue/site-pages';
import {
  staffHelpAnswerSchema,
  staffHelpCategoryRecordSchema,
  staffHelpTopicRecordSchema,
} from '@fanship/domain/catalogue/staff-content';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../lib/app-context.ts';
import { recordRoutes } from '../../lib/record-routes.ts';
import {
  createHelpCategory,
  createHelpTopic,
  editHelpCategory,
  editHelpTopic,
  listHelpCategories,
  listStaffHelp,
  removeHelpCategory,
  removeHelpTopic,
} from './help.service.ts';
import { createPost, editPost, getStaffPost, listPosts, readPost, removePost } from './posts.service.ts';
import { editSitePage, listStaffSitePages, readSitePage } from './site-pages.service.ts';

/** Staff routes of posts and help under /staff (404 to anyone who is not staff); replace takes PUT or PATCH. */
function staffContentRoutes(context: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.addHook('onRequest', app.requireStaff);
    const tags = ['staff-content'];
    const replace = ['PUT', 'PATCH'] as const;

    recordRoutes(app, {
      url: '/posts',
      tags,
      query: postQuerySchema,
      listResponse: postSliceSchema,
      body: staffPostSchema,
      record: postDetailSchema,
      list: (query) => listPosts(context, query),
      read: ({ id }) => getStaffPost(context, id),
      create: (body) => createPost(context, body),
      edit: ({ id }, body) => editPost(context, id, body),
      remove: ({ id }) => removePost(context, id),
    });

    recordRoutes(app, {
      url: '/help/categories',
      tags,
      listResponse: staffHelpAnswerSchema,
      body: staffHelpCategorySchema,
      record: staffHelpCategoryRecordSchema,
      list: () => listStaffHelp(context),
      create: (body) => createHelpCategory(context, body),
      edit: ({ id }, body) => editHelpCategory(context, id, body),
      remove: ({ id }) => removeHelpCategory(context, id),
    });
    recordRoutes(app, {
      url: '/help/topics',
      tags,
      body: staffHelpTopicSchema,
      record: staffHelpTopicRecordSchema,
      create: (body) => createHelpTopic(context, body),
      edit: ({ id }, body) => editHelpTopic(context, id, body),
      remove: ({ id }) => removeHelpTopic(context, id),
    });

    app.get('/pages', { schema: { tags, response: { 200: sitePageListSchema } } }, () =>
      listStaffSitePages(context),
    );
    app.get(
      '/pages/:slug',
      { schema: { tags, params: sitePageParamsSchema, response: { 200: sitePageSchema } } },
      (request) => readSitePage(context, request.params.slug),
    );
    app.route({
      method: [...replace],
      url: '/pages/:slug',
      schema: {
        tags,
        params: sitePageParamsSchema,
        body: staffSitePageSchema,
        response: { 200: sitePageSchema },
      },
      handler: (request) => editSitePage(context, request.params.slug, request.body),
    });
  };
}

/** Posts (blog, events, notices, reviews), the help desk and the site pages: public reads and the staff screens. */
export function contentRoutes(context: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    const tags = ['content'];
    app.get(
      '/posts',
      { schema: { tags, querystring: postQuerySchema, response: { 200: postSliceSchema } } },
      (request) => listPosts(context, request.query),
    );
    app.get(
      '/posts/:id',
      {
        // Reading a post counts a view, so a HEAD request must not run this handler.
        exposeHeadRoute: false,
        schema: { tags, params: postParamsSchema, response: { 200: postDetailSchema } },
      },
      (request) => readPost(context, request.params.id),
    );
    app.get('/help', { schema: { tags, response: { 200: helpAnswerSchema } } }, () =>
      listHelpCategories(context),
    );
    app.get(
      '/pages/:slug',
      { schema: { tags, params: sitePageParamsSchema, response: { 200: sitePageSchema } } },
      (request) => readSitePage(context, request.params.slug),
    );
    await app.register(staffContentRoutes(context), { prefix: '/staff' });
  };
}
