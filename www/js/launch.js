// The launch page of a homework set's SCORM package (launch.html, which
// core/scorm.js writes into the package): it hands over to the page with
// the set's link, in the same frame, so that the page finds the course
// platform's API as the launch page would (lms.js). A script file, not an
// inline one, for the page's Content-Security-Policy.

const link = document.querySelector('meta[name="ab-link"]')?.getAttribute('content');
if (link && /^index\.html#[\w=&,.-]+$/.test(link)) location.replace(link);
