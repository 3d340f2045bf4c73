package org.iskra.testing;

import org.junit.jupiter.api.extension.BeforeAllCallback;
import org.junit.jupiter.api.extension.ExtensionContext;

/**
 * The class names both external suites select, and the extension (registered for every class by auto-detection) that
 * hands a suite's scheme to {@link TestDatabase} before the class starts.
 */
public final class ExternalSuites implements BeforeAllCallback {
    static final String EXTERNAL_CHECK = ".*\\.ExternalNeo4jIT";
    static final String MEMBERS = ".*\\.MembersIT";
    static final String WRITES = ".*\\.WritesIT";
    static final String RESEARCH = ".*\\.Research.*IT";
    static final String SINGLE_STATEMENT = ".*\\.SingleStatementIT";

    @Override
    public void beforeAll(ExtensionContext context) {
        context.getConfigurationParameter(TestDatabase.SCHEME_PARAMETER).ifPresent(TestDatabase::useScheme);
    }
}
