import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { testMember } from '../../../test/member-fixtures.ts';
import { renderAt } from '../../../test/render.tsx';
import { MemberInterestsCard } from './member-interests-card.tsx';

const member = testMember;

describe('the profile’s interests', async () => {
  it('lists the chosen keywords by name with a link to change them at /interests', async () => {
    const interests = [
      { keyword: 'GROUPS', name: 'K-pop groups' },
      { keyword: 'BTS', name: 'BTS' },
    ];
    renderAt('/account', <MemberInterestsCard member={{ ...member, interests }} />);
    const items = (await screen.findAllByRole('listitem')).map((item) => item.textContent);
    expect(items).toEqual(['K-pop groups', 'BTS']);
    expect(screen.getByRole('link', { name: 'Edit Interests' }).getAttribute('href')).toBe('/interests');
  });

  it('says when none are chosen', async () => {
    renderAt('/account', <MemberInterestsCard member={{ ...member, interests: [] }} />);
    expect(await screen.findByText('You have not chosen any interests yet.')).toBeTruthy();
  });
});
