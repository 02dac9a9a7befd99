import type { DismissalDetail } from '@colabora/core/dismissal/api';
import { createElement } from 'react';
import { sessionFor } from '@/testing/fixtures';
import { json, mockApi } from '@/testing/mock-api';
import { renderRoute } from '@/testing/render';
import { DismissalDetailPage } from '../pages/dismissal-detail-page';

/** The dismissal detail of `detail` as HR opens it, with the API answering `handlers` too. */
export function openDismissal(detail: DismissalDetail, handlers: Parameters<typeof mockApi>[0] = {}) {
  const api = mockApi({ getDismissal: () => json(detail), ...handlers });
  const app = renderRoute('/home/dismissal/collaborator/u-1', { dismissalDetail: createElement(DismissalDetailPage) }, {
    session: sessionFor('HUMAN_RESOURCES_MANAGMENT'),
  });
  return { ...app, api };
}
