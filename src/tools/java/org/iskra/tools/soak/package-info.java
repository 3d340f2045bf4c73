/**
 * The soak client: closed-loop clients mixing reads and authorised writes against a running server, sampling its heap
 * and RSS, then checking every acknowledged write over GraphQL.
 *
 * <p>Part of the tools layer; it talks to the server over HTTP only and uses no product class.
 */
@NullMarked
package org.iskra.tools.soak;

import org.jspecify.annotations.NullMarked;
