import type { ReactNode } from 'react';
import { Route, Routes } from 'react-router';
import { renderAt } from './render.tsx';

/**
 * A kind's form pages (`pages`: route path to element) at `path`, with stand-ins for `/{noun}s` ('Split list') and
 * `/{noun}s/:code` ('Split page') to land on after a save or a cancel.
 */
export function renderKindForm(path: string, noun: string, pages: Record<string, ReactNode>) {
  const list = `/${noun}s`;
  const title = noun.charAt(0).toUpperCase() + noun.slice(1);
  return renderAt(
    path,
    <Routes>
      {Object.entries(pages).map(([route, element]) => (
        <Route key={route} path={route} element={element} />
      ))}
      <Route path={list} element={<h1>{title} list</h1>} />
      <Route path={`${list}/:code`} element={<h1>{title} page</h1>} />
    </Routes>,
  );
}

/** A kind's edit page of `code` (`/{noun}s/edit/{code}`), with the stand-ins to land on. */
export const renderKindEdit = (noun: string, code: string, page: ReactNode) =>
  renderKindForm(`/${noun}s/edit/${code}`, noun, { [`/${noun}s/edit/:code`]: page });
