package org.iskra.testing;

import org.junit.platform.suite.api.ConfigurationParameter;
import org.junit.platform.suite.api.IncludeClassNamePatterns;
import org.junit.platform.suite.api.SelectPackages;
import org.junit.platform.suite.api.Suite;
import org.junit.platform.suite.api.SuiteDisplayName;

/** {@link ExternalBoltSuite}'s classes again, through the routing {@code neo4j://} scheme. */
@Suite
@SuiteDisplayName("external Neo4j process through neo4j://")
@SelectPackages("org.iskra")
@IncludeClassNamePatterns({
    ExternalSuites.EXTERNAL_CHECK,
    ExternalSuites.MEMBERS,
    ExternalSuites.WRITES,
    ExternalSuites.RESEARCH,
    ExternalSuites.SINGLE_STATEMENT
})
@ConfigurationParameter(key = TestDatabase.SCHEME_PARAMETER, value = "neo4j")
class ExternalRoutingSuite {}
