/* eslint-disable */
/**
 * Generated `api` utility.
 *
 * THIS CODE IS AUTOMATICALLY GENERATED.
 *
 * To regenerate, run `npx convex dev`.
 * @module
 */

import type * as account from "../account.js";
import type * as accountAuth from "../accountAuth.js";
import type * as accountDeletion from "../accountDeletion.js";
import type * as applicationClock from "../applicationClock.js";
import type * as applications from "../applications.js";
import type * as auth from "../auth.js";
import type * as blocks from "../blocks.js";
import type * as builders from "../builders.js";
import type * as contact from "../contact.js";
import type * as crons from "../crons.js";
import type * as dashboard from "../dashboard.js";
import type * as dataExports from "../dataExports.js";
import type * as favorites from "../favorites.js";
import type * as files from "../files.js";
import type * as follows from "../follows.js";
import type * as functions from "../functions.js";
import type * as http from "../http.js";
import type * as invites from "../invites.js";
import type * as mail from "../mail.js";
import type * as matching from "../matching.js";
import type * as messages from "../messages.js";
import type * as migrations from "../migrations.js";
import type * as model_accountDeletion from "../model/accountDeletion.js";
import type * as model_accountDeletionSteps_marketplace from "../model/accountDeletionSteps/marketplace.js";
import type * as model_accountDeletionSteps_page from "../model/accountDeletionSteps/page.js";
import type * as model_accountDeletionSteps_personal from "../model/accountDeletionSteps/personal.js";
import type * as model_accountDeletionSteps_signIn from "../model/accountDeletionSteps/signIn.js";
import type * as model_accountDeletionSteps_social from "../model/accountDeletionSteps/social.js";
import type * as model_activity from "../model/activity.js";
import type * as model_aggregates from "../model/aggregates.js";
import type * as model_applicationClock from "../model/applicationClock.js";
import type * as model_applicationClosure from "../model/applicationClosure.js";
import type * as model_applications from "../model/applications.js";
import type * as model_authEmails from "../model/authEmails.js";
import type * as model_authedDownload from "../model/authedDownload.js";
import type * as model_blocks from "../model/blocks.js";
import type * as model_builders from "../model/builders.js";
import type * as model_completion from "../model/completion.js";
import type * as model_contact from "../model/contact.js";
import type * as model_conversations from "../model/conversations.js";
import type * as model_dashboard from "../model/dashboard.js";
import type * as model_dataExport_accountSections from "../model/dataExport/accountSections.js";
import type * as model_dataExport_download from "../model/dataExport/download.js";
import type * as model_dataExport_gather from "../model/dataExport/gather.js";
import type * as model_dataExport_items from "../model/dataExport/items.js";
import type * as model_dataExport_lifecycle from "../model/dataExport/lifecycle.js";
import type * as model_dataExport_marketplaceSections from "../model/dataExport/marketplaceSections.js";
import type * as model_dataExport_sections from "../model/dataExport/sections.js";
import type * as model_dataExport_socialSections from "../model/dataExport/socialSections.js";
import type * as model_dataExport_view from "../model/dataExport/view.js";
import type * as model_digest from "../model/digest.js";
import type * as model_emailChange from "../model/emailChange.js";
import type * as model_favorites from "../model/favorites.js";
import type * as model_files from "../model/files.js";
import type * as model_follows from "../model/follows.js";
import type * as model_invites from "../model/invites.js";
import type * as model_matching_explain from "../model/matching/explain.js";
import type * as model_matching_recommend from "../model/matching/recommend.js";
import type * as model_matching_viewer from "../model/matching/viewer.js";
import type * as model_messageCounters from "../model/messageCounters.js";
import type * as model_messages from "../model/messages.js";
import type * as model_notificationList from "../model/notificationList.js";
import type * as model_notificationPreferences from "../model/notificationPreferences.js";
import type * as model_notifications from "../model/notifications.js";
import type * as model_operators from "../model/operators.js";
import type * as model_passwordChange from "../model/passwordChange.js";
import type * as model_passwordProvider from "../model/passwordProvider.js";
import type * as model_pictures from "../model/pictures.js";
import type * as model_presence from "../model/presence.js";
import type * as model_profiles from "../model/profiles.js";
import type * as model_projectLists from "../model/projectLists.js";
import type * as model_projectTitles from "../model/projectTitles.js";
import type * as model_projectViewerStates from "../model/projectViewerStates.js";
import type * as model_projects from "../model/projects.js";
import type * as model_rateLimits from "../model/rateLimits.js";
import type * as model_recruitingMigration from "../model/recruitingMigration.js";
import type * as model_reports from "../model/reports.js";
import type * as model_reputation from "../model/reputation.js";
import type * as model_reviews from "../model/reviews.js";
import type * as model_savedSearches from "../model/savedSearches.js";
import type * as model_searchIndex from "../model/searchIndex.js";
import type * as model_seed from "../model/seed.js";
import type * as model_sessions from "../model/sessions.js";
import type * as model_signInLimits from "../model/signInLimits.js";
import type * as model_siteStats from "../model/siteStats.js";
import type * as model_skillIndex from "../model/skillIndex.js";
import type * as model_taskOrder from "../model/taskOrder.js";
import type * as model_team from "../model/team.js";
import type * as model_teamAccess from "../model/teamAccess.js";
import type * as model_teamChat from "../model/teamChat.js";
import type * as model_teamFileDownload from "../model/teamFileDownload.js";
import type * as model_teamFiles from "../model/teamFiles.js";
import type * as model_teamJoin from "../model/teamJoin.js";
import type * as model_teamMembers from "../model/teamMembers.js";
import type * as model_teamPeople from "../model/teamPeople.js";
import type * as model_teamRooms from "../model/teamRooms.js";
import type * as model_teamTasks from "../model/teamTasks.js";
import type * as model_teamTyping from "../model/teamTyping.js";
import type * as model_teamUnread from "../model/teamUnread.js";
import type * as model_unattachedUploads from "../model/unattachedUploads.js";
import type * as model_users from "../model/users.js";
import type * as model_validation from "../model/validation.js";
import type * as model_validators from "../model/validators.js";
import type * as moderation from "../moderation.js";
import type * as notificationPreferences from "../notificationPreferences.js";
import type * as notifications from "../notifications.js";
import type * as passwordAuth from "../passwordAuth.js";
import type * as passwordHashing from "../passwordHashing.js";
import type * as presence from "../presence.js";
import type * as profiles from "../profiles.js";
import type * as projects from "../projects.js";
import type * as reports from "../reports.js";
import type * as reviews from "../reviews.js";
import type * as savedSearches from "../savedSearches.js";
import type * as seed from "../seed.js";
import type * as shared_accountDeletion from "../shared/accountDeletion.js";
import type * as shared_activity from "../shared/activity.js";
import type * as shared_cleanText from "../shared/cleanText.js";
import type * as shared_commonPasswords from "../shared/commonPasswords.js";
import type * as shared_constants from "../shared/constants.js";
import type * as shared_contact from "../shared/contact.js";
import type * as shared_dataExports from "../shared/dataExports.js";
import type * as shared_demoData from "../shared/demoData.js";
import type * as shared_demoHistory from "../shared/demoHistory.js";
import type * as shared_errors from "../shared/errors.js";
import type * as shared_files from "../shared/files.js";
import type * as shared_matchInputs from "../shared/matchInputs.js";
import type * as shared_matchReasons from "../shared/matchReasons.js";
import type * as shared_matchScore from "../shared/matchScore.js";
import type * as shared_matching from "../shared/matching.js";
import type * as shared_messages from "../shared/messages.js";
import type * as shared_notificationPreferences from "../shared/notificationPreferences.js";
import type * as shared_notificationText from "../shared/notificationText.js";
import type * as shared_notifications from "../shared/notifications.js";
import type * as shared_pictures from "../shared/pictures.js";
import type * as shared_presence from "../shared/presence.js";
import type * as shared_profileLinks from "../shared/profileLinks.js";
import type * as shared_pulse from "../shared/pulse.js";
import type * as shared_rateLimits from "../shared/rateLimits.js";
import type * as shared_recruiting from "../shared/recruiting.js";
import type * as shared_responseClock from "../shared/responseClock.js";
import type * as shared_routes from "../shared/routes.js";
import type * as shared_safety from "../shared/safety.js";
import type * as shared_savedSearches from "../shared/savedSearches.js";
import type * as shared_schemas from "../shared/schemas.js";
import type * as shared_search from "../shared/search.js";
import type * as shared_skills_catalogue from "../shared/skills/catalogue.js";
import type * as shared_skills_catalogue_ai from "../shared/skills/catalogue/ai.js";
import type * as shared_skills_catalogue_data from "../shared/skills/catalogue/data.js";
import type * as shared_skills_catalogue_design from "../shared/skills/catalogue/design.js";
import type * as shared_skills_catalogue_development from "../shared/skills/catalogue/development.js";
import type * as shared_skills_catalogue_domain from "../shared/skills/catalogue/domain.js";
import type * as shared_skills_catalogue_infrastructure from "../shared/skills/catalogue/infrastructure.js";
import type * as shared_skills_catalogue_marketing from "../shared/skills/catalogue/marketing.js";
import type * as shared_skills_catalogue_nocode from "../shared/skills/catalogue/nocode.js";
import type * as shared_skills_catalogue_product from "../shared/skills/catalogue/product.js";
import type * as shared_skills_categories from "../shared/skills/categories.js";
import type * as shared_skills_index from "../shared/skills/index.js";
import type * as shared_skills_types from "../shared/skills/types.js";
import type * as shared_status from "../shared/status.js";
import type * as shared_team from "../shared/team.js";
import type * as shared_teamFiles from "../shared/teamFiles.js";
import type * as shared_teamSkills from "../shared/teamSkills.js";
import type * as shared_text from "../shared/text.js";
import type * as shared_trust from "../shared/trust.js";
import type * as stats from "../stats.js";
import type * as tables_account from "../tables/account.js";
import type * as tables_dataExports from "../tables/dataExports.js";
import type * as tables_files from "../tables/files.js";
import type * as tables_marketplace from "../tables/marketplace.js";
import type * as tables_notifications from "../tables/notifications.js";
import type * as tables_operations from "../tables/operations.js";
import type * as tables_search from "../tables/search.js";
import type * as tables_social from "../tables/social.js";
import type * as tables_team from "../tables/team.js";
import type * as tables_trust from "../tables/trust.js";
import type * as tasks from "../tasks.js";
import type * as teamFiles from "../teamFiles.js";
import type * as teamMessages from "../teamMessages.js";
import type * as teams from "../teams.js";

import type {
  ApiFromModules,
  FilterApi,
  FunctionReference,
} from "convex/server";

declare const fullApi: ApiFromModules<{
  account: typeof account;
  accountAuth: typeof accountAuth;
  accountDeletion: typeof accountDeletion;
  applicationClock: typeof applicationClock;
  applications: typeof applications;
  auth: typeof auth;
  blocks: typeof blocks;
  builders: typeof builders;
  contact: typeof contact;
  crons: typeof crons;
  dashboard: typeof dashboard;
  dataExports: typeof dataExports;
  favorites: typeof favorites;
  files: typeof files;
  follows: typeof follows;
  functions: typeof functions;
  http: typeof http;
  invites: typeof invites;
  mail: typeof mail;
  matching: typeof matching;
  messages: typeof messages;
  migrations: typeof migrations;
  "model/accountDeletion": typeof model_accountDeletion;
  "model/accountDeletionSteps/marketplace": typeof model_accountDeletionSteps_marketplace;
  "model/accountDeletionSteps/page": typeof model_accountDeletionSteps_page;
  "model/accountDeletionSteps/personal": typeof model_accountDeletionSteps_personal;
  "model/accountDeletionSteps/signIn": typeof model_accountDeletionSteps_signIn;
  "model/accountDeletionSteps/social": typeof model_accountDeletionSteps_social;
  "model/activity": typeof model_activity;
  "model/aggregates": typeof model_aggregates;
  "model/applicationClock": typeof model_applicationClock;
  "model/applicationClosure": typeof model_applicationClosure;
  "model/applications": typeof model_applications;
  "model/authEmails": typeof model_authEmails;
  "model/authedDownload": typeof model_authedDownload;
  "model/blocks": typeof model_blocks;
  "model/builders": typeof model_builders;
  "model/completion": typeof model_completion;
  "model/contact": typeof model_contact;
  "model/conversations": typeof model_conversations;
  "model/dashboard": typeof model_dashboard;
  "model/dataExport/accountSections": typeof model_dataExport_accountSections;
  "model/dataExport/download": typeof model_dataExport_download;
  "model/dataExport/gather": typeof model_dataExport_gather;
  "model/dataExport/items": typeof model_dataExport_items;
  "model/dataExport/lifecycle": typeof model_dataExport_lifecycle;
  "model/dataExport/marketplaceSections": typeof model_dataExport_marketplaceSections;
  "model/dataExport/sections": typeof model_dataExport_sections;
  "model/dataExport/socialSections": typeof model_dataExport_socialSections;
  "model/dataExport/view": typeof model_dataExport_view;
  "model/digest": typeof model_digest;
  "model/emailChange": typeof model_emailChange;
  "model/favorites": typeof model_favorites;
  "model/files": typeof model_files;
  "model/follows": typeof model_follows;
  "model/invites": typeof model_invites;
  "model/matching/explain": typeof model_matching_explain;
  "model/matching/recommend": typeof model_matching_recommend;
  "model/matching/viewer": typeof model_matching_viewer;
  "model/messageCounters": typeof model_messageCounters;
  "model/messages": typeof model_messages;
  "model/notificationList": typeof model_notificationList;
  "model/notificationPreferences": typeof model_notificationPreferences;
  "model/notifications": typeof model_notifications;
  "model/operators": typeof model_operators;
  "model/passwordChange": typeof model_passwordChange;
  "model/passwordProvider": typeof model_passwordProvider;
  "model/pictures": typeof model_pictures;
  "model/presence": typeof model_presence;
  "model/profiles": typeof model_profiles;
  "model/projectLists": typeof model_projectLists;
  "model/projectTitles": typeof model_projectTitles;
  "model/projectViewerStates": typeof model_projectViewerStates;
  "model/projects": typeof model_projects;
  "model/rateLimits": typeof model_rateLimits;
  "model/recruitingMigration": typeof model_recruitingMigration;
  "model/reports": typeof model_reports;
  "model/reputation": typeof model_reputation;
  "model/reviews": typeof model_reviews;
  "model/savedSearches": typeof model_savedSearches;
  "model/searchIndex": typeof model_searchIndex;
  "model/seed": typeof model_seed;
  "model/sessions": typeof model_sessions;
  "model/signInLimits": typeof model_signInLimits;
  "model/siteStats": typeof model_siteStats;
  "model/skillIndex": typeof model_skillIndex;
  "model/taskOrder": typeof model_taskOrder;
  "model/team": typeof model_team;
  "model/teamAccess": typeof model_teamAccess;
  "model/teamChat": typeof model_teamChat;
  "model/teamFileDownload": typeof model_teamFileDownload;
  "model/teamFiles": typeof model_teamFiles;
  "model/teamJoin": typeof model_teamJoin;
  "model/teamMembers": typeof model_teamMembers;
  "model/teamPeople": typeof model_teamPeople;
  "model/teamRooms": typeof model_teamRooms;
  "model/teamTasks": typeof model_teamTasks;
  "model/teamTyping": typeof model_teamTyping;
  "model/teamUnread": typeof model_teamUnread;
  "model/unattachedUploads": typeof model_unattachedUploads;
  "model/users": typeof model_users;
  "model/validation": typeof model_validation;
  "model/validators": typeof model_validators;
  moderation: typeof moderation;
  notificationPreferences: typeof notificationPreferences;
  notifications: typeof notifications;
  passwordAuth: typeof passwordAuth;
  passwordHashing: typeof passwordHashing;
  presence: typeof presence;
  profiles: typeof profiles;
  projects: typeof projects;
  reports: typeof reports;
  reviews: typeof reviews;
  savedSearches: typeof savedSearches;
  seed: typeof seed;
  "shared/accountDeletion": typeof shared_accountDeletion;
  "shared/activity": typeof shared_activity;
  "shared/cleanText": typeof shared_cleanText;
  "shared/commonPasswords": typeof shared_commonPasswords;
  "shared/constants": typeof shared_constants;
  "shared/contact": typeof shared_contact;
  "shared/dataExports": typeof shared_dataExports;
  "shared/demoData": typeof shared_demoData;
  "shared/demoHistory": typeof shared_demoHistory;
  "shared/errors": typeof shared_errors;
  "shared/files": typeof shared_files;
  "shared/matchInputs": typeof shared_matchInputs;
  "shared/matchReasons": typeof shared_matchReasons;
  "shared/matchScore": typeof shared_matchScore;
  "shared/matching": typeof shared_matching;
  "shared/messages": typeof shared_messages;
  "shared/notificationPreferences": typeof shared_notificationPreferences;
  "shared/notificationText": typeof shared_notificationText;
  "shared/notifications": typeof shared_notifications;
  "shared/pictures": typeof shared_pictures;
  "shared/presence": typeof shared_presence;
  "shared/profileLinks": typeof shared_profileLinks;
  "shared/pulse": typeof shared_pulse;
  "shared/rateLimits": typeof shared_rateLimits;
  "shared/recruiting": typeof shared_recruiting;
  "shared/responseClock": typeof shared_responseClock;
  "shared/routes": typeof shared_routes;
  "shared/safety": typeof shared_safety;
  "shared/savedSearches": typeof shared_savedSearches;
  "shared/schemas": typeof shared_schemas;
  "shared/search": typeof shared_search;
  "shared/skills/catalogue": typeof shared_skills_catalogue;
  "shared/skills/catalogue/ai": typeof shared_skills_catalogue_ai;
  "shared/skills/catalogue/data": typeof shared_skills_catalogue_data;
  "shared/skills/catalogue/design": typeof shared_skills_catalogue_design;
  "shared/skills/catalogue/development": typeof shared_skills_catalogue_development;
  "shared/skills/catalogue/domain": typeof shared_skills_catalogue_domain;
  "shared/skills/catalogue/infrastructure": typeof shared_skills_catalogue_infrastructure;
  "shared/skills/catalogue/marketing": typeof shared_skills_catalogue_marketing;
  "shared/skills/catalogue/nocode": typeof shared_skills_catalogue_nocode;
  "shared/skills/catalogue/product": typeof shared_skills_catalogue_product;
  "shared/skills/categories": typeof shared_skills_categories;
  "shared/skills/index": typeof shared_skills_index;
  "shared/skills/types": typeof shared_skills_types;
  "shared/status": typeof shared_status;
  "shared/team": typeof shared_team;
  "shared/teamFiles": typeof shared_teamFiles;
  "shared/teamSkills": typeof shared_teamSkills;
  "shared/text": typeof shared_text;
  "shared/trust": typeof shared_trust;
  stats: typeof stats;
  "tables/account": typeof tables_account;
  "tables/dataExports": typeof tables_dataExports;
  "tables/files": typeof tables_files;
  "tables/marketplace": typeof tables_marketplace;
  "tables/notifications": typeof tables_notifications;
  "tables/operations": typeof tables_operations;
  "tables/search": typeof tables_search;
  "tables/social": typeof tables_social;
  "tables/team": typeof tables_team;
  "tables/trust": typeof tables_trust;
  tasks: typeof tasks;
  teamFiles: typeof teamFiles;
  teamMessages: typeof teamMessages;
  teams: typeof teams;
}>;

/**
 * A utility for referencing Convex functions in your app's public API.
 *
 * Usage:
 * ```js
 * const myFunctionReference = api.myModule.myFunction;
 * ```
 */
export declare const api: FilterApi<
  typeof fullApi,
  FunctionReference<any, "public">
>;

/**
 * A utility for referencing Convex functions in your app's internal API.
 *
 * Usage:
 * ```js
 * const myFunctionReference = internal.myModule.myFunction;
 * ```
 */
export declare const internal: FilterApi<
  typeof fullApi,
  FunctionReference<any, "internal">
>;

export declare const components: {
  rateLimiter: import("@convex-dev/rate-limiter/_generated/component.js").ComponentApi<"rateLimiter">;
  followersAggregate: import("@convex-dev/aggregate/_generated/component.js").ComponentApi<"followersAggregate">;
  projectsByCreatorAggregate: import("@convex-dev/aggregate/_generated/component.js").ComponentApi<"projectsByCreatorAggregate">;
  reviewsAggregate: import("@convex-dev/aggregate/_generated/component.js").ComponentApi<"reviewsAggregate">;
  siteProjectsAggregate: import("@convex-dev/aggregate/_generated/component.js").ComponentApi<"siteProjectsAggregate">;
  siteBuildersAggregate: import("@convex-dev/aggregate/_generated/component.js").ComponentApi<"siteBuildersAggregate">;
  presence: import("@convex-dev/presence/_generated/component.js").ComponentApi<"presence">;
  migrations: import("@convex-dev/migrations/_generated/component.js").ComponentApi<"migrations">;
};
