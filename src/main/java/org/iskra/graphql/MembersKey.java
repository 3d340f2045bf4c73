package org.iskra.graphql;

import org.iskra.core.Page;
import org.iskra.groups.MembersFilter;

/** Key of the members loader: an organization, the filters and the page of its members list. */
public record MembersKey(String organizationId, MembersFilter filter, Page page) {}
