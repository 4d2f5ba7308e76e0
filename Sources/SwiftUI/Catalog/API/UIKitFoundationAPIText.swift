// Hand-written (Apple's UIKit, Foundation and Swift documentation, as its header says); same format as SwiftUIAPIText.swift.
let uiKitFoundationAPIText = #"""
# UIKit / Foundation / Dispatch / Swift standard library API that SwiftUI apps commonly use on iOS.
# Hand-written (not generated); same line format as SwiftUIAPI.txt (see Scripts/swiftui-api/README.md):
#   type	<QualifiedName>	<kind>	<iOS>
#   init	<QualifiedName>	<labels>|<defaults>	<iOS>
#   func	<QualifiedName>	<name>	<labels>|<defaults>	<iOS>	[static]
#   var	<QualifiedName>	<name>	<iOS>	[static]
#   case	<QualifiedName>	<name>	<iOS>
# Names, argument labels and iOS versions follow Apple's documentation:
#   https://developer.apple.com/documentation/uikit (UIScreen, UIPasteboard, UIApplication, UIResponder, UIScene/UIWindowScene,
#     UIWindow, UIView, UIColor, UIFont, UIImage, UIImage.SymbolConfiguration, UINavigationBar, UITabBar,
#     UIBarAppearance, UINavigationBarAppearance, UITabBarAppearance, UIAppearance, UIDevice,
#     UIImpactFeedbackGenerator, UINotificationFeedbackGenerator, UISelectionFeedbackGenerator, UIAccessibility)
#   https://developer.apple.com/documentation/foundation (NumberFormatter, DateFormatter, ISO8601DateFormatter,
#     RelativeDateTimeFormatter, DateComponentsFormatter, AttributedString, Date, DateComponents, URL,
#     URLComponents, UUID, IndexSet, Locale, Calendar, TimeZone, TimeInterval, Timer, RunLoop,
#     NotificationCenter, Notification, UserDefaults, Bundle, JSONDecoder, JSONEncoder, JSONSerialization,
#     Data, FileManager, ProcessInfo, CharacterSet, StringProtocol/String extensions)
#   https://developer.apple.com/documentation/dispatch (DispatchQueue, DispatchTime, DispatchQoS, DispatchGroup,
#     DispatchWorkItem)
#   https://developer.apple.com/documentation/swift (FloatingPoint, BinaryFloatingPoint, BinaryInteger,
#     FixedWidthInteger, Numeric, SignedNumeric, FloatingPointRoundingRule, abs/min/max)
# Members declared in Swift (Foundation, Dispatch, Swift, Combine overlays) were cross-checked against the
# iPhoneOS18.6.sdk module interfaces (github.com/mrdrvt99/iOS-SDKss @ e9f6481d887091c816c242c820563764a097a143)
# by running extract.py on them; Objective-C members (UIKit classes, Timer, NotificationCenter, ...) follow
# the documentation only.  Owners: members inherited from a protocol are listed under the protocol
# (String's Foundation methods under StringProtocol, autoconnect() under ConnectablePublisher, magnitude under
# Numeric).  AttributedString's foregroundColor/font/... are attribute-scope dynamic members, listed as vars.
# (global) = free function (Swift standard library, Darwin math, Foundation NSLocalizedString).
# iOS '-' = no iOS version stated (Swift standard library / Dispatch overlay).
case	Calendar.Component	calendar	8.0
case	Calendar.Component	day	8.0
case	Calendar.Component	dayOfYear	18.0
case	Calendar.Component	era	8.0
case	Calendar.Component	hour	8.0
case	Calendar.Component	isLeapMonth	17.0
case	Calendar.Component	minute	8.0
case	Calendar.Component	month	8.0
case	Calendar.Component	nanosecond	8.0
case	Calendar.Component	quarter	8.0
case	Calendar.Component	second	8.0
case	Calendar.Component	timeZone	8.0
case	Calendar.Component	weekOfMonth	8.0
case	Calendar.Component	weekOfYear	8.0
case	Calendar.Component	weekday	8.0
case	Calendar.Component	weekdayOrdinal	8.0
case	Calendar.Component	year	8.0
case	Calendar.Component	yearForWeekOfYear	8.0
case	Calendar.Identifier	buddhist	8.0
case	Calendar.Identifier	chinese	8.0
case	Calendar.Identifier	gregorian	8.0
case	Calendar.Identifier	hebrew	8.0
case	Calendar.Identifier	islamic	8.0
case	Calendar.Identifier	iso8601	8.0
case	Calendar.Identifier	japanese	8.0
case	Calendar.Identifier	persian	8.0
case	DateFormatter.Style	full	2.0
case	DateFormatter.Style	long	2.0
case	DateFormatter.Style	medium	2.0
case	DateFormatter.Style	none	2.0
case	DateFormatter.Style	short	2.0
case	FloatingPointRoundingRule	awayFromZero	-
case	FloatingPointRoundingRule	down	-
case	FloatingPointRoundingRule	toNearestOrAwayFromZero	-
case	FloatingPointRoundingRule	toNearestOrEven	-
case	FloatingPointRoundingRule	towardZero	-
case	FloatingPointRoundingRule	up	-
case	JSONDecoder.DateDecodingStrategy	custom	8.0
case	JSONDecoder.DateDecodingStrategy	deferredToDate	8.0
case	JSONDecoder.DateDecodingStrategy	formatted	8.0
case	JSONDecoder.DateDecodingStrategy	iso8601	10.0
case	JSONDecoder.DateDecodingStrategy	millisecondsSince1970	8.0
case	JSONDecoder.DateDecodingStrategy	secondsSince1970	8.0
case	JSONDecoder.KeyDecodingStrategy	convertFromSnakeCase	8.0
case	JSONDecoder.KeyDecodingStrategy	custom	8.0
case	JSONDecoder.KeyDecodingStrategy	useDefaultKeys	8.0
case	JSONEncoder.DateEncodingStrategy	custom	8.0
case	JSONEncoder.DateEncodingStrategy	deferredToDate	8.0
case	JSONEncoder.DateEncodingStrategy	formatted	8.0
case	JSONEncoder.DateEncodingStrategy	iso8601	10.0
case	JSONEncoder.DateEncodingStrategy	millisecondsSince1970	8.0
case	JSONEncoder.DateEncodingStrategy	secondsSince1970	8.0
case	JSONEncoder.KeyEncodingStrategy	convertToSnakeCase	8.0
case	JSONEncoder.KeyEncodingStrategy	custom	8.0
case	JSONEncoder.KeyEncodingStrategy	useDefaultKeys	8.0
case	NumberFormatter.RoundingMode	ceiling	2.0
case	NumberFormatter.RoundingMode	down	2.0
case	NumberFormatter.RoundingMode	floor	2.0
case	NumberFormatter.RoundingMode	halfDown	2.0
case	NumberFormatter.RoundingMode	halfEven	2.0
case	NumberFormatter.RoundingMode	halfUp	2.0
case	NumberFormatter.RoundingMode	up	2.0
case	NumberFormatter.Style	currency	2.0
case	NumberFormatter.Style	currencyAccounting	9.0
case	NumberFormatter.Style	currencyISOCode	9.0
case	NumberFormatter.Style	currencyPlural	9.0
case	NumberFormatter.Style	decimal	2.0
case	NumberFormatter.Style	none	2.0
case	NumberFormatter.Style	ordinal	9.0
case	NumberFormatter.Style	percent	2.0
case	NumberFormatter.Style	scientific	2.0
case	NumberFormatter.Style	spellOut	2.0
case	UIApplication.State	active	4.0
case	UIApplication.State	background	4.0
case	UIApplication.State	inactive	4.0
case	UIDeviceOrientation	faceDown	2.0
case	UIDeviceOrientation	faceUp	2.0
case	UIDeviceOrientation	landscapeLeft	2.0
case	UIDeviceOrientation	landscapeRight	2.0
case	UIDeviceOrientation	portrait	2.0
case	UIDeviceOrientation	portraitUpsideDown	2.0
case	UIDeviceOrientation	unknown	2.0
case	UIImage.Orientation	down	2.0
case	UIImage.Orientation	downMirrored	2.0
case	UIImage.Orientation	left	2.0
case	UIImage.Orientation	leftMirrored	2.0
case	UIImage.Orientation	right	2.0
case	UIImage.Orientation	rightMirrored	2.0
case	UIImage.Orientation	up	2.0
case	UIImage.Orientation	upMirrored	2.0
case	UIImage.RenderingMode	alwaysOriginal	7.0
case	UIImage.RenderingMode	alwaysTemplate	7.0
case	UIImage.RenderingMode	automatic	7.0
case	UIImpactFeedbackGenerator.FeedbackStyle	heavy	10.0
case	UIImpactFeedbackGenerator.FeedbackStyle	light	10.0
case	UIImpactFeedbackGenerator.FeedbackStyle	medium	10.0
case	UIImpactFeedbackGenerator.FeedbackStyle	rigid	13.0
case	UIImpactFeedbackGenerator.FeedbackStyle	soft	13.0
case	UIInterfaceOrientation	landscapeLeft	2.0
case	UIInterfaceOrientation	landscapeRight	2.0
case	UIInterfaceOrientation	portrait	2.0
case	UIInterfaceOrientation	portraitUpsideDown	2.0
case	UIInterfaceOrientation	unknown	2.0
case	UINotificationFeedbackGenerator.FeedbackType	error	10.0
case	UINotificationFeedbackGenerator.FeedbackType	success	10.0
case	UINotificationFeedbackGenerator.FeedbackType	warning	10.0
case	UIUserInterfaceIdiom	carPlay	9.0
case	UIUserInterfaceIdiom	mac	14.0
case	UIUserInterfaceIdiom	pad	3.2
case	UIUserInterfaceIdiom	phone	3.2
case	UIUserInterfaceIdiom	tv	9.0
case	UIUserInterfaceIdiom	unspecified	3.2
case	UIUserInterfaceIdiom	vision	17.0
func	(global)	NSLocalizedString	_:tableName:bundle:value:comment:|01110	-
func	(global)	abs	_:|0	-
func	(global)	atan2	_:_:|00	-
func	(global)	ceil	_:|0	-
func	(global)	cos	_:|0	-
func	(global)	floor	_:|0	-
func	(global)	max	_:_:_:_:|0000	-
func	(global)	max	_:_:|00	-
func	(global)	min	_:_:_:_:|0000	-
func	(global)	min	_:_:|00	-
func	(global)	pow	_:_:|00	-
func	(global)	round	_:|0	-
func	(global)	sin	_:|0	-
func	(global)	sqrt	_:|0	-
func	AttributedString	append	_:|0	15.0
func	AttributedString	insert	_:at:|00	15.0
func	AttributedString	mergeAttributes	_:mergePolicy:|01	15.0
func	AttributedString	removeSubrange	_:|0	15.0
func	AttributedString	replaceAttributes	_:with:|00	15.0
func	AttributedString	replaceSubrange	_:with:|00	15.0
func	AttributedString	setAttributes	_:|0	15.0
func	AttributedString	subscript	_:|0	15.0
func	AttributedString	subscript	dynamicMember:|0	15.0
func	AttributedStringProtocol	range	of:options:locale:|011	15.0
func	BinaryFloatingPoint	isTotallyOrdered	belowOrEqualTo:|0	-
func	BinaryFloatingPoint	random	in:using:|00	-	static
func	BinaryFloatingPoint	random	in:|0	-	static
func	BinaryInteger	advanced	by:|0	-
func	BinaryInteger	distance	to:|0	-
func	BinaryInteger	formatted	_:|0	15.0
func	BinaryInteger	formatted	|	15.0
func	BinaryInteger	isMultiple	of:|0	-
func	BinaryInteger	quotientAndRemainder	dividingBy:|0	-
func	BinaryInteger	signum	|	-
func	Bundle	localizedString	forKey:value:table:|000	2.0
func	Bundle	object	forInfoDictionaryKey:|0	2.0
func	Bundle	path	forResource:ofType:inDirectory:|000	2.0
func	Bundle	path	forResource:ofType:|00	2.0
func	Bundle	url	forResource:withExtension:subdirectory:|000	4.0
func	Bundle	url	forResource:withExtension:|00	4.0
func	Bundle	urls	forResourcesWithExtension:subdirectory:|00	4.0
func	Calendar	compare	_:to:toGranularity:|000	8.0
func	Calendar	component	_:from:|00	8.0
func	Calendar	date	byAdding:to:wrappingComponents:|001	8.0
func	Calendar	date	byAdding:value:to:wrappingComponents:|0001	8.0
func	Calendar	date	bySetting:value:of:|000	8.0
func	Calendar	date	bySettingHour:minute:second:of:matchingPolicy:repeatedTimePolicy:direction:|0000111	8.0
func	Calendar	date	from:|0	8.0
func	Calendar	dateComponents	_:from:to:|000	8.0
func	Calendar	dateComponents	_:from:|00	8.0
func	Calendar	dateComponents	in:from:|00	8.0
func	Calendar	dateInterval	of:for:|00	10.0
func	Calendar	isDate	_:equalTo:toGranularity:|000	8.0
func	Calendar	isDate	_:inSameDayAs:|00	8.0
func	Calendar	isDateInToday	_:|0	8.0
func	Calendar	isDateInTomorrow	_:|0	8.0
func	Calendar	isDateInWeekend	_:|0	8.0
func	Calendar	isDateInYesterday	_:|0	8.0
func	Calendar	nextDate	after:matching:matchingPolicy:repeatedTimePolicy:direction:|00011	8.0
func	Calendar	ordinality	of:in:for:|000	8.0
func	Calendar	range	of:in:for:|000	8.0
func	Calendar	startOfDay	for:|0	8.0
func	ConnectablePublisher	autoconnect	|	13.0
func	Data	base64EncodedString	options:|1	8.0
func	Data	write	to:options:|01	8.0
func	Date	ISO8601Format	_:|1	15.0
func	Date	addTimeInterval	_:|0	8.0
func	Date	addingTimeInterval	_:|0	8.0
func	Date	advanced	by:|0	13.0
func	Date	compare	_:|0	8.0
func	Date	description	with:|0	8.0
func	Date	distance	to:|0	13.0
func	Date	formatted	_:|0	15.0
func	Date	formatted	date:time:|00	15.0
func	Date	formatted	|	15.0
func	Date	timeIntervalSince	_:|0	8.0
func	DateComponentsFormatter	localizedString	from:unitsStyle:|00	8.0	static
func	DateComponentsFormatter	string	from:to:|00	8.0
func	DateComponentsFormatter	string	from:|0	8.0
func	DateFormatter	date	from:|0	2.0
func	DateFormatter	dateFormat	fromTemplate:options:locale:|000	4.0	static
func	DateFormatter	localizedString	from:dateStyle:timeStyle:|000	4.0	static
func	DateFormatter	setLocalizedDateFormatFromTemplate	_:|0	8.0
func	DateFormatter	string	for:|0	2.0
func	DateFormatter	string	from:|0	2.0
func	DispatchGroup	enter	|	-
func	DispatchGroup	leave	|	-
func	DispatchGroup	notify	qos:flags:queue:execute:|110c	-
func	DispatchGroup	wait	|	-
func	DispatchQueue	async	execute:|0	8.0
func	DispatchQueue	async	group:execute:|00	8.0
func	DispatchQueue	async	group:qos:flags:execute:|111c	-
func	DispatchQueue	asyncAfter	deadline:execute:|00	8.0
func	DispatchQueue	asyncAfter	deadline:qos:flags:execute:|011c	-
func	DispatchQueue	asyncAfter	wallDeadline:qos:flags:execute:|011c	-
func	DispatchQueue	concurrentPerform	iterations:execute:|0c	-	static
func	DispatchQueue	global	qos:|1	8.0	static
func	DispatchQueue	sync	execute:|c	8.0
func	DispatchQueue	sync	flags:execute:|0c	-
func	DispatchTime	now	|	-	static
func	DispatchWorkItem	cancel	|	-
func	DispatchWorkItem	perform	|	-
func	FileManager	contentsOfDirectory	at:includingPropertiesForKeys:options:|001	4.0
func	FileManager	createDirectory	at:withIntermediateDirectories:attributes:|001	5.0
func	FileManager	fileExists	atPath:|0	2.0
func	FileManager	removeItem	at:|0	4.0
func	FileManager	urls	for:in:|00	4.0
func	FixedWidthInteger	addingReportingOverflow	_:|0	-
func	FixedWidthInteger	dividedReportingOverflow	by:|0	-
func	FixedWidthInteger	multipliedReportingOverflow	by:|0	-
func	FixedWidthInteger	random	in:using:|00	-	static
func	FixedWidthInteger	random	in:|0	-	static
func	FixedWidthInteger	subtractingReportingOverflow	_:|0	-
func	FloatingPoint	addProduct	_:_:|00	-
func	FloatingPoint	addingProduct	_:_:|00	-
func	FloatingPoint	formRemainder	dividingBy:|0	-
func	FloatingPoint	formSquareRoot	|	-
func	FloatingPoint	formTruncatingRemainder	dividingBy:|0	-
func	FloatingPoint	isEqual	to:|0	-
func	FloatingPoint	isLess	than:|0	-
func	FloatingPoint	isLessThanOrEqualTo	_:|0	-
func	FloatingPoint	isTotallyOrdered	belowOrEqualTo:|0	-
func	FloatingPoint	maximum	_:_:|00	-	static
func	FloatingPoint	maximumMagnitude	_:_:|00	-	static
func	FloatingPoint	minimum	_:_:|00	-	static
func	FloatingPoint	minimumMagnitude	_:_:|00	-	static
func	FloatingPoint	negate	|	-
func	FloatingPoint	remainder	dividingBy:|0	-
func	FloatingPoint	round	_:|0	-
func	FloatingPoint	round	|	-
func	FloatingPoint	rounded	_:|0	-
func	FloatingPoint	rounded	|	-
func	FloatingPoint	squareRoot	|	-
func	FloatingPoint	truncatingRemainder	dividingBy:|0	-
func	ISO8601DateFormatter	date	from:|0	10.0
func	ISO8601DateFormatter	string	from:timeZone:formatOptions:|000	10.0	static
func	ISO8601DateFormatter	string	from:|0	10.0
func	IndexSet	contains	_:|0	8.0
func	IndexSet	contains	integersIn:|0	8.0
func	IndexSet	count	in:|0	8.0
func	IndexSet	filteredIndexSet	includeInteger:|c	8.0
func	IndexSet	formIntersection	_:|0	8.0
func	IndexSet	formUnion	_:|0	8.0
func	IndexSet	insert	_:|0	8.0
func	IndexSet	insert	integersIn:|0	8.0
func	IndexSet	integerGreaterThan	_:|0	8.0
func	IndexSet	integerLessThan	_:|0	8.0
func	IndexSet	intersection	_:|0	8.0
func	IndexSet	remove	_:|0	8.0
func	IndexSet	remove	integersIn:|0	8.0
func	IndexSet	removeAll	|	8.0
func	IndexSet	shift	startingAt:by:|00	8.0
func	IndexSet	symmetricDifference	_:|0	8.0
func	IndexSet	union	_:|0	8.0
func	JSONDecoder	decode	_:from:|00	8.0
func	JSONEncoder	encode	_:|0	8.0
func	JSONSerialization	data	withJSONObject:options:|01	5.0	static
func	JSONSerialization	isValidJSONObject	_:|0	5.0	static
func	JSONSerialization	jsonObject	with:options:|01	5.0	static
func	Locale	localizedString	forCurrencyCode:|0	8.0
func	Locale	localizedString	forIdentifier:|0	8.0
func	Locale	localizedString	forLanguageCode:|0	8.0
func	Locale	localizedString	forRegionCode:|0	8.0
func	NotificationCenter	addObserver	_:selector:name:object:|0000	2.0
func	NotificationCenter	addObserver	forName:object:queue:using:|000c	4.0
func	NotificationCenter	notifications	named:object:|01	15.0
func	NotificationCenter	post	_:|0	2.0
func	NotificationCenter	post	name:object:userInfo:|000	2.0
func	NotificationCenter	post	name:object:|00	2.0
func	NotificationCenter	publisher	for:object:|01	13.0
func	NotificationCenter	removeObserver	_:name:object:|000	2.0
func	NotificationCenter	removeObserver	_:|0	2.0
func	NumberFormatter	localizedString	from:number:|00	4.0	static
func	NumberFormatter	number	from:|0	2.0
func	NumberFormatter	string	for:|0	2.0
func	NumberFormatter	string	from:|0	2.0
func	RelativeDateTimeFormatter	localizedString	for:relativeTo:|00	13.0
func	RelativeDateTimeFormatter	localizedString	from:|0	13.0
func	RelativeDateTimeFormatter	localizedString	fromTimeInterval:|0	13.0
func	RunLoop	add	_:forMode:|00	2.0
func	SignedNumeric	negate	|	-
func	String	localizedStringWithFormat	_:_:|00	8.0	static
func	String	data	using:allowLossyConversion:|01	8.0
func	StringProtocol	addingPercentEncoding	withAllowedCharacters:|0	8.0
func	StringProtocol	capitalized	with:|0	8.0
func	StringProtocol	caseInsensitiveCompare	_:|0	8.0
func	StringProtocol	components	separatedBy:|0	8.0
func	StringProtocol	contains	_:|0	8.0
func	StringProtocol	data	using:allowLossyConversion:|01	8.0
func	StringProtocol	localizedCaseInsensitiveCompare	_:|0	8.0
func	StringProtocol	localizedCaseInsensitiveContains	_:|0	8.0
func	StringProtocol	localizedCompare	_:|0	8.0
func	StringProtocol	localizedStandardCompare	_:|0	8.0
func	StringProtocol	localizedStandardContains	_:|0	9.0
func	StringProtocol	padding	toLength:withPad:startingAt:|000	8.0
func	StringProtocol	range	of:options:range:locale:|0111	8.0
func	StringProtocol	replacingOccurrences	of:with:options:range:|0011	8.0
func	StringProtocol	trimmingCharacters	in:|0	8.0
func	TimeZone	abbreviation	for:|1	8.0
func	TimeZone	secondsFromGMT	for:|1	8.0
func	Timer	fire	|	2.0
func	Timer	invalidate	|	2.0
func	Timer	publish	every:tolerance:on:in:options:|01001	13.0	static
func	Timer	scheduledTimer	timeInterval:target:selector:userInfo:repeats:|00000	2.0	static
func	Timer	scheduledTimer	withTimeInterval:repeats:block:|00c	10.0	static
func	Timer.TimerPublisher	connect	|	13.0
func	UIAccessibility	convertToScreenCoordinates	_:in:|00	7.0	static
func	UIAccessibility	post	notification:argument:|00	3.0	static
func	UIApplication	beginBackgroundTask	expirationHandler:|C	4.0
func	UIApplication	beginBackgroundTask	withName:expirationHandler:|0C	7.0
func	UIApplication	canOpenURL	_:|0	3.0
func	UIApplication	endBackgroundTask	_:|0	4.0
func	UIApplication	open	_:options:completionHandler:|01C	10.0
func	UIApplication	registerForRemoteNotifications	|	8.0
func	UIApplication	requestSceneSessionActivation	_:userActivity:options:errorHandler:|000C	13.0
func	UIApplication	requestSceneSessionDestruction	_:options:errorHandler:|00C	13.0
func	UIApplication	sendAction	_:to:from:for:|0000	2.0
func	UIApplication	setAlternateIconName	_:completionHandler:|0C	10.3
func	UIApplication	unregisterForRemoteNotifications	|	3.0
func	UIBarAppearance	configureWithDefaultBackground	|	13.0
func	UIBarAppearance	configureWithOpaqueBackground	|	13.0
func	UIBarAppearance	configureWithTransparentBackground	|	13.0
func	UIColor	getHue	_:saturation:brightness:alpha:|0000	5.0
func	UIColor	getRed	_:green:blue:alpha:|0000	5.0
func	UIColor	getWhite	_:alpha:|00	5.0
func	UIColor	resolvedColor	with:|0	13.0
func	UIColor	withAlphaComponent	_:|0	2.0
func	UIDevice	beginGeneratingDeviceOrientationNotifications	|	2.0
func	UIDevice	endGeneratingDeviceOrientationNotifications	|	2.0
func	UIDevice	playInputClick	|	4.2
func	UIFeedbackGenerator	prepare	|	10.0
func	UIFont	boldSystemFont	ofSize:|0	2.0	static
func	UIFont	fontNames	forFamilyName:|0	2.0	static
func	UIFont	italicSystemFont	ofSize:|0	2.0	static
func	UIFont	monospacedDigitSystemFont	ofSize:weight:|00	9.0	static
func	UIFont	monospacedSystemFont	ofSize:weight:|00	13.0	static
func	UIFont	preferredFont	forTextStyle:compatibleWith:|00	10.0	static
func	UIFont	preferredFont	forTextStyle:|0	7.0	static
func	UIFont	systemFont	ofSize:weight:width:|000	16.0	static
func	UIFont	systemFont	ofSize:weight:|00	8.2	static
func	UIFont	systemFont	ofSize:|0	2.0	static
func	UIFont	withSize	_:|0	2.0
func	UIImage	applyingSymbolConfiguration	_:|0	13.0
func	UIImage	byPreparingThumbnail	ofSize:|0	15.0
func	UIImage	draw	at:|0	2.0
func	UIImage	draw	in:|0	2.0
func	UIImage	heicData	|	17.0
func	UIImage	jpegData	compressionQuality:|0	2.0
func	UIImage	pngData	|	2.0
func	UIImage	preparingForDisplay	|	15.0
func	UIImage	preparingThumbnail	of:|0	15.0
func	UIImage	resizableImage	withCapInsets:resizingMode:|00	6.0
func	UIImage	resizableImage	withCapInsets:|0	5.0
func	UIImage	withConfiguration	_:|0	13.0
func	UIImage	withHorizontallyFlippedOrientation	|	10.0
func	UIImage	withRenderingMode	_:|0	7.0
func	UIImage	withTintColor	_:renderingMode:|00	13.0
func	UIImage	withTintColor	_:|0	13.0
func	UIImage.SymbolConfiguration	applying	_:|0	13.0
func	UIImage.SymbolConfiguration	preferringMulticolor	|	15.0	static
func	UIImpactFeedbackGenerator	impactOccurred	at:|0	17.5
func	UIImpactFeedbackGenerator	impactOccurred	intensity:at:|00	17.5
func	UIImpactFeedbackGenerator	impactOccurred	intensity:|0	13.0
func	UIImpactFeedbackGenerator	impactOccurred	|	10.0
func	UIImpactFeedbackGenerator	prepare	|	10.0
func	UINavigationBar	appearance	whenContainedInInstancesOf:|0	9.0	static
func	UINavigationBar	appearance	|	5.0	static
func	UINavigationBar	setBackgroundImage	_:for:|00	5.0
func	UINavigationBarAppearance	configureWithDefaultBackground	|	13.0
func	UINavigationBarAppearance	configureWithOpaqueBackground	|	13.0
func	UINavigationBarAppearance	configureWithTransparentBackground	|	13.0
func	UINavigationBarAppearance	setBackIndicatorImage	_:transitionMaskImage:|00	13.0
func	UINotificationFeedbackGenerator	notificationOccurred	_:at:|00	17.5
func	UINotificationFeedbackGenerator	notificationOccurred	_:|0	10.0
func	UINotificationFeedbackGenerator	prepare	|	10.0
func	UIPageControl	appearance	|	5.0	static
func	UIResponder	becomeFirstResponder	|	2.0
func	UIResponder	resignFirstResponder	|	2.0
func	UIScrollView	appearance	|	5.0	static
func	UISegmentedControl	appearance	|	5.0	static
func	UISegmentedControl	setTitleTextAttributes	_:for:|00	5.0
func	UISelectionFeedbackGenerator	prepare	|	10.0
func	UISelectionFeedbackGenerator	selectionChanged	at:|0	17.5
func	UISelectionFeedbackGenerator	selectionChanged	|	10.0
func	UITabBar	appearance	whenContainedInInstancesOf:|0	9.0	static
func	UITabBar	appearance	|	5.0	static
func	UITabBarAppearance	configureWithDefaultBackground	|	13.0
func	UITabBarAppearance	configureWithOpaqueBackground	|	13.0
func	UITabBarAppearance	configureWithTransparentBackground	|	13.0
func	UITableView	appearance	|	5.0	static
func	UIView	appearance	whenContainedInInstancesOf:|0	9.0	static
func	UIView	appearance	|	5.0	static
func	UIView	endEditing	_:|0	2.0
func	UIWindow	makeKeyAndVisible	|	2.0
func	URL	append	path:directoryHint:|01	16.0
func	URL	append	queryItems:|0	16.0
func	URL	appendPathComponent	_:|0	8.0
func	URL	appendPathExtension	_:|0	8.0
func	URL	appending	component:directoryHint:|01	16.0
func	URL	appending	components:directoryHint:|01	16.0
func	URL	appending	path:directoryHint:|01	16.0
func	URL	appending	queryItems:|0	16.0
func	URL	appendingPathComponent	_:isDirectory:|00	8.0
func	URL	appendingPathComponent	_:|0	8.0
func	URL	appendingPathExtension	_:|0	8.0
func	URL	deleteLastPathComponent	|	8.0
func	URL	deletingLastPathComponent	|	8.0
func	URL	deletingPathExtension	|	8.0
func	URL	host	percentEncoded:|1	16.0
func	URL	path	percentEncoded:|1	16.0
func	URL	query	percentEncoded:|1	16.0
func	URL	resourceValues	forKeys:|0	8.0
func	URL	startAccessingSecurityScopedResource	|	8.0
func	URL	stopAccessingSecurityScopedResource	|	8.0
func	UserDefaults	array	forKey:|0	2.0
func	UserDefaults	bool	forKey:|0	2.0
func	UserDefaults	data	forKey:|0	2.0
func	UserDefaults	dictionary	forKey:|0	2.0
func	UserDefaults	dictionaryRepresentation	|	2.0
func	UserDefaults	double	forKey:|0	2.0
func	UserDefaults	float	forKey:|0	2.0
func	UserDefaults	integer	forKey:|0	2.0
func	UserDefaults	object	forKey:|0	2.0
func	UserDefaults	register	defaults:|0	2.0
func	UserDefaults	removeObject	forKey:|0	2.0
func	UserDefaults	removePersistentDomain	forName:|0	2.0
func	UserDefaults	set	_:forKey:|00	2.0
func	UserDefaults	string	forKey:|0	2.0
func	UserDefaults	stringArray	forKey:|0	2.0
func	UserDefaults	synchronize	|	2.0
func	UserDefaults	url	forKey:|0	4.0
init	AttributeContainer	|	15.0
init	AttributedString	_:attributes:|01	15.0
init	AttributedString	_:including:|00	15.0
init	AttributedString	_:|0	15.0
init	AttributedString	contentsOf:options:baseURL:|011	15.0
init	AttributedString	localized:options:table:bundle:locale:comment:|011111	15.0
init	AttributedString	localized:|0	16.0
init	AttributedString	markdown:including:options:baseURL:|0011	15.0
init	AttributedString	markdown:options:baseURL:|011	15.0
init	AttributedString	stringLiteral:|0	15.0
init	AttributedString	|	15.0
init	NSAttributedString	attributedString:|0	3.2
init	NSAttributedString	string:attributes:|01	3.2
init	NSAttributedString	string:|0	3.2
init	NSMutableAttributedString	string:attributes:|01	3.2
init	NSMutableAttributedString	string:|0	3.2
init	BinaryFloatingPoint	_:|0	-
init	BinaryFloatingPoint	exactly:|0	-
init	BinaryFloatingPoint	sign:exponentBitPattern:significandBitPattern:|000	-
init	BinaryInteger	_:|0	-
init	BinaryInteger	clamping:|0	-
init	BinaryInteger	exactly:|0	-
init	BinaryInteger	truncatingIfNeeded:|0	-
init	BinaryInteger	|	-
init	Bundle	for:|0	2.0
init	Bundle	identifier:|0	2.0
init	Bundle	path:|0	2.0
init	Bundle	url:|0	4.0
init	Calendar	identifier:|0	8.0
init	Data	_:|0	8.0
init	Data	base64Encoded:options:|01	8.0
init	Data	contentsOf:options:|01	8.0
init	Data	|	8.0
init	Date	_:strategy:|00	15.0
init	Date	timeInterval:since:|00	8.0
init	Date	timeIntervalSince1970:|0	8.0
init	Date	timeIntervalSinceNow:|0	8.0
init	Date	timeIntervalSinceReferenceDate:|0	8.0
init	Date	|	8.0
init	DateComponents	calendar:timeZone:era:year:month:day:hour:minute:second:nanosecond:weekday:weekdayOrdinal:quarter:weekOfMonth:weekOfYear:yearForWeekOfYear:|1111111111111111	8.0
init	DateComponentsFormatter	|	8.0
init	DateFormatter	|	2.0
init	DispatchGroup	|	-
init	DispatchQueue	label:qos:attributes:autoreleaseFrequency:target:|01111	-
init	DispatchWorkItem	qos:flags:block:|11c	-
init	FloatingPoint	_:|0	-
init	FloatingPoint	exactly:|0	-
init	FloatingPoint	sign:exponent:significand:|000	-
init	FloatingPoint	signOf:magnitudeOf:|00	-
init	ISO8601DateFormatter	|	10.0
init	IndexSet	integer:|0	8.0
init	IndexSet	integersIn:|0	8.0
init	IndexSet	|	8.0
init	JSONDecoder	|	8.0
init	JSONEncoder	|	8.0
init	Locale	identifier:|0	8.0
init	Locale	languageCode:script:languageRegion:|111	16.0
init	Notification	name:object:userInfo:|011	8.0
init	Notification.Name	_:|0	8.0
init	Notification.Name	rawValue:|0	8.0
init	NumberFormatter	|	2.0
init	RelativeDateTimeFormatter	|	13.0
init	String	contentsOf:encoding:|00	8.0
init	String	data:encoding:|00	8.0
init	String	decoding:as:|00	8.0
init	String	contentsOf:|0	8.0
init	String	format:_:|00	8.0
init	String	format:arguments:|00	8.0
init	String	format:locale:_:|000	8.0
init	String	format:locale:arguments:|000	8.0
init	String	localized:table:bundle:locale:comment:|01111	15.0
init	TimeZone	abbreviation:|0	8.0
init	TimeZone	identifier:|0	8.0
init	TimeZone	secondsFromGMT:|0	8.0
init	Timer	fire:interval:repeats:block:|000c	10.0
init	Timer	timeInterval:repeats:block:|00c	10.0
init	Timer	timeInterval:target:selector:userInfo:repeats:|00000	2.0
init	UIBarAppearance	barAppearance:|0	13.0
init	UIBarAppearance	idiom:|0	13.0
init	UIBarAppearance	|	13.0
init	UIColor	_:|0	14.0
init	UIColor	cgColor:|0	2.0
init	UIColor	ciColor:|0	5.0
init	UIColor	displayP3Red:green:blue:alpha:|0000	10.0
init	UIColor	dynamicProvider:|c	13.0
init	UIColor	hue:saturation:brightness:alpha:|0000	2.0
init	UIColor	light:dark:|00	-
init	UIColor	named:in:compatibleWith:|000	11.0
init	UIColor	named:|0	11.0
init	UIColor	patternImage:|0	2.0
init	UIColor	red:green:blue:alpha:|0000	2.0
init	UIColor	resource:|0	17.0
init	UIColor	white:alpha:|00	2.0
init	UIFont	descriptor:size:|00	7.0
init	UIFont	name:size:|00	2.0
init	UIFont.TextStyle	rawValue:|0	7.0
init	UIFont.Weight	rawValue:|0	8.2
init	UIImage	cgImage:scale:orientation:|000	4.0
init	UIImage	cgImage:|0	2.0
init	UIImage	ciImage:|0	5.0
init	UIImage	contentsOfFile:|0	2.0
init	UIImage	data:scale:|00	6.0
init	UIImage	data:|0	2.0
init	UIImage	imageLiteralResourceName:|0	2.0
init	UIImage	named:in:compatibleWith:|000	8.0
init	UIImage	named:in:variableValue:configuration:|0101	16.0
init	UIImage	named:in:with:|000	13.0
init	UIImage	named:|0	2.0
init	UIImage	resource:|0	17.0
init	UIImage	systemName:compatibleWith:|00	13.0
init	UIImage	systemName:variableValue:configuration:|001	16.0
init	UIImage	systemName:withConfiguration:|00	13.0
init	UIImage	systemName:|0	13.0
init	UIImage	|	2.0
init	UIImage.SymbolConfiguration	font:scale:|00	13.0
init	UIImage.SymbolConfiguration	font:|0	13.0
init	UIImage.SymbolConfiguration	hierarchicalColor:|0	15.0
init	UIImage.SymbolConfiguration	paletteColors:|0	15.0
init	UIImage.SymbolConfiguration	pointSize:weight:scale:|000	13.0
init	UIImage.SymbolConfiguration	pointSize:weight:|00	13.0
init	UIImage.SymbolConfiguration	pointSize:|0	13.0
init	UIImage.SymbolConfiguration	scale:|0	13.0
init	UIImage.SymbolConfiguration	textStyle:scale:|00	13.0
init	UIImage.SymbolConfiguration	textStyle:|0	13.0
init	UIImage.SymbolConfiguration	weight:|0	13.0
init	UIImpactFeedbackGenerator	style:view:|00	17.5
init	UIImpactFeedbackGenerator	style:|0	10.0
init	UIImpactFeedbackGenerator	|	10.0
init	UINavigationBarAppearance	idiom:|0	13.0
init	UINavigationBarAppearance	|	13.0
init	UINotificationFeedbackGenerator	view:|0	17.5
init	UINotificationFeedbackGenerator	|	10.0
init	UISelectionFeedbackGenerator	view:|0	17.5
init	UISelectionFeedbackGenerator	|	10.0
init	UITabBarAppearance	idiom:|0	13.0
init	UITabBarAppearance	|	13.0
init	URL	filePath:directoryHint:relativeTo:|011	16.0
init	URL	filePath:directoryHint:|01	16.0
init	URL	fileURLWithPath:isDirectory:|00	8.0
init	URL	fileURLWithPath:relativeTo:|00	8.0
init	URL	fileURLWithPath:|0	8.0
init	URL	for:in:appropriateFor:create:|0011	16.0
init	URL	resource:|0	16.0
init	URL	string:encodingInvalidCharacters:|00	17.0
init	URL	string:relativeTo:|00	8.0
init	URL	string:|0	8.0
init	URLComponents	string:|0	8.0
init	URLComponents	url:resolvingAgainstBaseURL:|00	8.0
init	URLComponents	|	8.0
init	URLQueryItem	name:value:|00	8.0
init	UUID	uuid:|0	6.0
init	UUID	uuidString:|0	6.0
init	UUID	|	6.0
init	UserDefaults	suiteName:|0	7.0
type	AttributeContainer	struct	15.0
type	AttributedString	struct	15.0
type	AttributedStringProtocol	protocol	15.0
type	BinaryFloatingPoint	protocol	-
type	BinaryInteger	protocol	-
type	Bundle	class	2.0
type	ByteCountFormatter	class	6.0
type	Calendar	struct	8.0
type	Calendar.Component	enum	8.0
type	Calendar.Identifier	enum	8.0
type	CharacterSet	struct	8.0
type	ConnectablePublisher	protocol	13.0
type	Data	struct	8.0
type	Date	struct	8.0
type	DateComponents	struct	8.0
type	DateComponentsFormatter	class	8.0
type	DateFormatter	class	2.0
type	DateFormatter.Style	enum	2.0
type	DispatchGroup	class	-
type	DispatchQoS	struct	-
type	DispatchQueue	class	-
type	DispatchTime	struct	-
type	DispatchWorkItem	class	-
type	FileManager	class	2.0
type	FixedWidthInteger	protocol	-
type	FloatingPoint	protocol	-
type	FloatingPointRoundingRule	enum	-
type	ISO8601DateFormatter	class	10.0
type	IndexSet	struct	8.0
type	JSONDecoder	class	8.0
type	JSONDecoder.DateDecodingStrategy	enum	8.0
type	JSONDecoder.KeyDecodingStrategy	enum	8.0
type	JSONEncoder	class	8.0
type	JSONEncoder.DateEncodingStrategy	enum	8.0
type	JSONEncoder.KeyEncodingStrategy	enum	8.0
type	JSONEncoder.OutputFormatting	struct	8.0
type	JSONSerialization	class	5.0
type	Locale	struct	8.0
type	NSAttributedString	class	3.2
type	NSMutableAttributedString	class	3.2
type	Notification	struct	8.0
type	Notification.Name	struct	8.0
type	NotificationCenter	class	2.0
type	NumberFormatter	class	2.0
type	NumberFormatter.RoundingMode	enum	2.0
type	NumberFormatter.Style	enum	2.0
type	Numeric	protocol	-
type	ProcessInfo	class	2.0
type	RelativeDateTimeFormatter	class	13.0
type	RunLoop	class	2.0
type	RunLoop.Mode	struct	2.0
type	SignedInteger	protocol	-
type	SignedNumeric	protocol	-
type	StringProtocol	protocol	-
type	TimeInterval	typealias	-
type	TimeZone	struct	8.0
type	Timer	class	2.0
type	Timer.TimerPublisher	class	13.0
type	UIAccessibility	enum	-
type	UIAccessibility.Notification	struct	3.0
type	UIApplication	class	2.0
type	UIApplication.OpenExternalURLOptionsKey	struct	10.0
type	UIApplication.State	enum	4.0
type	UIBarAppearance	class	13.0
type	UIColor	class	2.0
type	UIDevice	class	2.0
type	UIDeviceOrientation	enum	2.0
type	UIFeedbackGenerator	class	10.0
type	UIFont	class	2.0
type	UIFont.TextStyle	struct	7.0
type	UIFont.Weight	struct	8.2
type	UIImage	class	2.0
type	UIImage.Orientation	enum	2.0
type	UIImage.RenderingMode	enum	7.0
type	UIImage.SymbolConfiguration	class	13.0
type	UIImpactFeedbackGenerator	class	10.0
type	UIImpactFeedbackGenerator.FeedbackStyle	enum	10.0
type	UIInterfaceOrientation	enum	2.0
type	UINavigationBar	class	2.0
type	UINavigationBarAppearance	class	13.0
type	UINotificationFeedbackGenerator	class	10.0
type	UINotificationFeedbackGenerator.FeedbackType	enum	10.0
type	UIPageControl	class	2.0
type	UIPasteboard	class	3.0
type	UIResponder	class	2.0
type	UIScene	class	13.0
type	UIScreen	class	2.0
type	UIScrollView	class	2.0
type	UISegmentedControl	class	2.0
type	UISelectionFeedbackGenerator	class	10.0
type	UITabBar	class	2.0
type	UITabBarAppearance	class	13.0
type	UITableView	class	2.0
type	UIUserInterfaceIdiom	enum	3.2
type	UIView	class	2.0
type	UIWindow	class	2.0
type	UIWindowScene	class	13.0
type	URL	struct	8.0
type	URLComponents	struct	8.0
type	URLQueryItem	struct	8.0
type	UUID	struct	6.0
type	UserDefaults	class	2.0
var	AttributedString	backgroundColor	15.0
var	AttributedString	baselineOffset	15.0
var	AttributedString	characters	15.0
var	AttributedString	endIndex	15.0
var	AttributedString	font	15.0
var	AttributedString	foregroundColor	15.0
var	AttributedString	kern	15.0
var	AttributedString	link	15.0
var	AttributedString	runs	15.0
var	AttributedString	startIndex	15.0
var	AttributedString	strikethroughStyle	15.0
var	AttributedString	tracking	15.0
var	AttributedString	underlineStyle	15.0
var	AttributedString	unicodeScalars	15.0
var	BinaryFloatingPoint	binade	-
var	BinaryFloatingPoint	exponentBitCount	-	static
var	BinaryFloatingPoint	exponentBitPattern	-
var	BinaryFloatingPoint	significandBitCount	-	static
var	BinaryFloatingPoint	significandBitPattern	-
var	BinaryFloatingPoint	significandWidth	-
var	BinaryInteger	bitWidth	-
var	BinaryInteger	isSigned	-	static
var	BinaryInteger	trailingZeroBitCount	-
var	BinaryInteger	words	-
var	Bundle	allBundles	2.0	static
var	Bundle	bundleIdentifier	2.0
var	Bundle	bundlePath	2.0
var	Bundle	bundleURL	4.0
var	Bundle	developmentLocalization	2.0
var	Bundle	infoDictionary	2.0
var	Bundle	localizations	2.0
var	Bundle	main	2.0	static
var	Bundle	preferredLocalizations	2.0
var	Bundle	resourcePath	2.0
var	Bundle	resourceURL	4.0
var	Calendar	amSymbol	8.0
var	Calendar	autoupdatingCurrent	8.0	static
var	Calendar	current	8.0	static
var	Calendar	firstWeekday	8.0
var	Calendar	identifier	8.0
var	Calendar	locale	8.0
var	Calendar	minimumDaysInFirstWeek	8.0
var	Calendar	monthSymbols	8.0
var	Calendar	pmSymbol	8.0
var	Calendar	shortMonthSymbols	8.0
var	Calendar	shortWeekdaySymbols	8.0
var	Calendar	timeZone	8.0
var	Calendar	veryShortMonthSymbols	8.0
var	Calendar	veryShortWeekdaySymbols	8.0
var	Calendar	weekdaySymbols	8.0
var	CharacterSet	alphanumerics	8.0	static
var	CharacterSet	decimalDigits	8.0	static
var	CharacterSet	letters	8.0	static
var	CharacterSet	newlines	8.0	static
var	CharacterSet	punctuationCharacters	8.0	static
var	CharacterSet	urlQueryAllowed	8.0	static
var	CharacterSet	whitespaces	8.0	static
var	CharacterSet	whitespacesAndNewlines	8.0	static
var	Data	count	8.0
var	Data	isEmpty	8.0
var	Date	description	8.0
var	Date	distantFuture	8.0	static
var	Date	distantPast	8.0	static
var	Date	now	15.0	static
var	Date	timeIntervalSince1970	8.0
var	Date	timeIntervalSinceNow	8.0
var	Date	timeIntervalSinceReferenceDate	8.0
var	DateComponents	calendar	8.0
var	DateComponents	date	8.0
var	DateComponents	day	8.0
var	DateComponents	era	8.0
var	DateComponents	hour	8.0
var	DateComponents	isValidDate	8.0
var	DateComponents	minute	8.0
var	DateComponents	month	8.0
var	DateComponents	nanosecond	8.0
var	DateComponents	quarter	8.0
var	DateComponents	second	8.0
var	DateComponents	timeZone	8.0
var	DateComponents	weekOfMonth	8.0
var	DateComponents	weekOfYear	8.0
var	DateComponents	weekday	8.0
var	DateComponents	weekdayOrdinal	8.0
var	DateComponents	year	8.0
var	DateComponents	yearForWeekOfYear	8.0
var	DateComponentsFormatter	allowedUnits	8.0
var	DateComponentsFormatter	maximumUnitCount	8.0
var	DateComponentsFormatter	unitsStyle	8.0
var	DateComponentsFormatter	zeroFormattingBehavior	8.0
var	DateFormatter	amSymbol	2.0
var	DateFormatter	calendar	2.0
var	DateFormatter	dateFormat	2.0
var	DateFormatter	dateStyle	2.0
var	DateFormatter	defaultDate	2.0
var	DateFormatter	doesRelativeDateFormatting	4.0
var	DateFormatter	formattingContext	8.0
var	DateFormatter	isLenient	2.0
var	DateFormatter	locale	2.0
var	DateFormatter	monthSymbols	2.0
var	DateFormatter	pmSymbol	2.0
var	DateFormatter	shortMonthSymbols	2.0
var	DateFormatter	shortWeekdaySymbols	2.0
var	DateFormatter	timeStyle	2.0
var	DateFormatter	timeZone	2.0
var	DateFormatter	veryShortMonthSymbols	2.0
var	DateFormatter	veryShortWeekdaySymbols	2.0
var	DateFormatter	weekdaySymbols	2.0
var	DispatchQoS	background	8.0	static
var	DispatchQoS	default	8.0	static
var	DispatchQoS	unspecified	8.0	static
var	DispatchQoS	userInitiated	8.0	static
var	DispatchQoS	userInteractive	8.0	static
var	DispatchQoS	utility	8.0	static
var	DispatchQueue	label	-
var	DispatchQueue	main	-	static
var	DispatchQueue	qos	8.0
var	DispatchTime	distantFuture	-	static
var	DispatchTime	uptimeNanoseconds	-
var	DispatchWorkItem	isCancelled	-
var	FileManager	default	2.0	static
var	FixedWidthInteger	bigEndian	-
var	FixedWidthInteger	byteSwapped	-
var	FixedWidthInteger	leadingZeroBitCount	-
var	FixedWidthInteger	littleEndian	-
var	FixedWidthInteger	max	-	static
var	FixedWidthInteger	min	-	static
var	FixedWidthInteger	nonzeroBitCount	-
var	FloatingPoint	exponent	-
var	FloatingPoint	floatingPointClass	-
var	FloatingPoint	greatestFiniteMagnitude	-	static
var	FloatingPoint	infinity	-	static
var	FloatingPoint	isCanonical	-
var	FloatingPoint	isFinite	-
var	FloatingPoint	isInfinite	-
var	FloatingPoint	isNaN	-
var	FloatingPoint	isNormal	-
var	FloatingPoint	isSignalingNaN	-
var	FloatingPoint	isSubnormal	-
var	FloatingPoint	isZero	-
var	FloatingPoint	leastNonzeroMagnitude	-	static
var	FloatingPoint	leastNormalMagnitude	-	static
var	FloatingPoint	nan	-	static
var	FloatingPoint	nextDown	-
var	FloatingPoint	nextUp	-
var	FloatingPoint	pi	-	static
var	FloatingPoint	radix	-	static
var	FloatingPoint	sign	-
var	FloatingPoint	signalingNaN	-	static
var	FloatingPoint	significand	-
var	FloatingPoint	ulp	-
var	FloatingPoint	ulpOfOne	-	static
var	ISO8601DateFormatter	formatOptions	10.0
var	ISO8601DateFormatter	timeZone	10.0
var	IndexSet	count	8.0
var	IndexSet	first	8.0
var	IndexSet	isEmpty	8.0
var	IndexSet	last	8.0
var	IndexSet	rangeView	8.0
var	JSONDecoder	allowsJSON5	15.0
var	JSONDecoder	dataDecodingStrategy	8.0
var	JSONDecoder	dateDecodingStrategy	8.0
var	JSONDecoder	keyDecodingStrategy	8.0
var	JSONDecoder	nonConformingFloatDecodingStrategy	8.0
var	JSONDecoder	userInfo	8.0
var	JSONEncoder	dataEncodingStrategy	8.0
var	JSONEncoder	dateEncodingStrategy	8.0
var	JSONEncoder	keyEncodingStrategy	8.0
var	JSONEncoder	nonConformingFloatEncodingStrategy	8.0
var	JSONEncoder	outputFormatting	8.0
var	JSONEncoder	userInfo	8.0
var	JSONEncoder.OutputFormatting	prettyPrinted	8.0	static
var	JSONEncoder.OutputFormatting	sortedKeys	11.0	static
var	JSONEncoder.OutputFormatting	withoutEscapingSlashes	13.0	static
var	Locale	autoupdatingCurrent	8.0	static
var	Locale	availableIdentifiers	8.0	static
var	Locale	calendar	8.0
var	Locale	currency	16.0
var	Locale	currencyCode	8.0
var	Locale	currencySymbol	8.0
var	Locale	current	8.0	static
var	Locale	decimalSeparator	8.0
var	Locale	firstDayOfWeek	16.0
var	Locale	groupingSeparator	8.0
var	Locale	hourCycle	16.0
var	Locale	identifier	8.0
var	Locale	isoCurrencyCodes	8.0	static
var	Locale	isoLanguageCodes	8.0	static
var	Locale	isoRegionCodes	8.0	static
var	Locale	language	16.0
var	Locale	languageCode	8.0
var	Locale	measurementSystem	16.0
var	Locale	preferredLanguages	8.0	static
var	Locale	region	16.0
var	Locale	regionCode	8.0
var	Locale	scriptCode	8.0
var	Locale	timeZone	16.0
var	Locale	usesMetricSystem	8.0
var	Notification	name	8.0
var	Notification	object	8.0
var	Notification	userInfo	8.0
var	Notification.Name	rawValue	8.0
var	NotificationCenter	default	2.0	static
var	NumberFormatter	allowsFloats	2.0
var	NumberFormatter	alwaysShowsDecimalSeparator	2.0
var	NumberFormatter	currencyCode	2.0
var	NumberFormatter	currencySymbol	2.0
var	NumberFormatter	decimalSeparator	2.0
var	NumberFormatter	formattingContext	8.0
var	NumberFormatter	generatesDecimalNumbers	2.0
var	NumberFormatter	groupingSeparator	2.0
var	NumberFormatter	groupingSize	2.0
var	NumberFormatter	isLenient	2.0
var	NumberFormatter	locale	2.0
var	NumberFormatter	maximum	2.0
var	NumberFormatter	maximumFractionDigits	2.0
var	NumberFormatter	maximumIntegerDigits	2.0
var	NumberFormatter	maximumSignificantDigits	2.0
var	NumberFormatter	minimum	2.0
var	NumberFormatter	minimumFractionDigits	2.0
var	NumberFormatter	minimumIntegerDigits	2.0
var	NumberFormatter	minimumSignificantDigits	2.0
var	NumberFormatter	multiplier	2.0
var	NumberFormatter	negativePrefix	2.0
var	NumberFormatter	negativeSuffix	2.0
var	NumberFormatter	nilSymbol	2.0
var	NumberFormatter	numberStyle	2.0
var	NumberFormatter	percentSymbol	2.0
var	NumberFormatter	positivePrefix	2.0
var	NumberFormatter	positiveSuffix	2.0
var	NumberFormatter	roundingIncrement	2.0
var	NumberFormatter	roundingMode	2.0
var	NumberFormatter	usesGroupingSeparator	2.0
var	NumberFormatter	usesSignificantDigits	2.0
var	NumberFormatter	zeroSymbol	2.0
var	Numeric	magnitude	-
var	ProcessInfo	environment	2.0
var	ProcessInfo	isLowPowerModeEnabled	9.0
var	ProcessInfo	processInfo	2.0	static
var	ProcessInfo	systemUptime	4.0
var	ProcessInfo	thermalState	11.0
var	RelativeDateTimeFormatter	calendar	13.0
var	RelativeDateTimeFormatter	dateTimeStyle	13.0
var	RelativeDateTimeFormatter	locale	13.0
var	RelativeDateTimeFormatter	unitsStyle	13.0
var	RunLoop	current	2.0	static
var	RunLoop	main	2.0	static
var	RunLoop.Mode	common	2.0	static
var	RunLoop.Mode	default	2.0	static
var	StringProtocol	capitalized	8.0
var	StringProtocol	localizedCapitalized	9.0
var	StringProtocol	localizedLowercase	9.0
var	StringProtocol	localizedUppercase	9.0
var	StringProtocol	removingPercentEncoding	8.0
var	TimeZone	autoupdatingCurrent	8.0	static
var	TimeZone	current	8.0	static
var	TimeZone	gmt	16.0	static
var	TimeZone	identifier	8.0
var	Timer	fireDate	2.0
var	Timer	isValid	2.0
var	Timer	timeInterval	2.0
var	Timer	tolerance	7.0
var	Timer	userInfo	2.0
var	UIAccessibility	boldTextStatusDidChangeNotification	8.0	static
var	UIAccessibility	buttonShapesEnabled	14.0	static
var	UIAccessibility	darkerSystemColorsStatusDidChangeNotification	8.0	static
var	UIAccessibility	isAssistiveTouchRunning	10.0	static
var	UIAccessibility	isBoldTextEnabled	8.0	static
var	UIAccessibility	isClosedCaptioningEnabled	5.0	static
var	UIAccessibility	isDarkerSystemColorsEnabled	8.0	static
var	UIAccessibility	isGrayscaleEnabled	8.0	static
var	UIAccessibility	isInvertColorsEnabled	6.0	static
var	UIAccessibility	isMonoAudioEnabled	5.0	static
var	UIAccessibility	isOnOffSwitchLabelsEnabled	13.0	static
var	UIAccessibility	isReduceMotionEnabled	8.0	static
var	UIAccessibility	isReduceTransparencyEnabled	8.0	static
var	UIAccessibility	isShakeToUndoEnabled	9.0	static
var	UIAccessibility	isSpeakScreenEnabled	8.0	static
var	UIAccessibility	isSpeakSelectionEnabled	8.0	static
var	UIAccessibility	isSwitchControlRunning	8.0	static
var	UIAccessibility	isVideoAutoplayEnabled	13.0	static
var	UIAccessibility	isVoiceOverRunning	4.0	static
var	UIAccessibility	prefersCrossFadeTransitions	14.0	static
var	UIAccessibility	reduceMotionStatusDidChangeNotification	8.0	static
var	UIAccessibility	reduceTransparencyStatusDidChangeNotification	8.0	static
var	UIAccessibility	shouldDifferentiateWithoutColor	13.0	static
var	UIAccessibility	voiceOverStatusDidChangeNotification	11.0	static
var	UIAccessibility.Notification	announcement	4.0	static
var	UIAccessibility.Notification	layoutChanged	3.0	static
var	UIAccessibility.Notification	pageScrolled	4.2	static
var	UIAccessibility.Notification	screenChanged	3.0	static
var	UIApplication	alternateIconName	10.3
var	UIApplication	applicationIconBadgeNumber	2.0
var	UIApplication	applicationState	4.0
var	UIApplication	connectedScenes	13.0
var	UIApplication	delegate	2.0
var	UIApplication	didBecomeActiveNotification	2.0	static
var	UIApplication	didEnterBackgroundNotification	4.0	static
var	UIApplication	didReceiveMemoryWarningNotification	2.0	static
var	UIApplication	isIdleTimerDisabled	2.0
var	UIApplication	isRegisteredForRemoteNotifications	8.0
var	UIApplication	keyWindow	2.0
var	UIApplication	openNotificationSettingsURLString	16.0	static
var	UIApplication	openSessions	13.0
var	UIApplication	openSettingsURLString	8.0	static
var	UIApplication	preferredContentSizeCategory	7.0
var	UIApplication	shared	2.0	static
var	UIApplication	significantTimeChangeNotification	2.0	static
var	UIApplication	supportsAlternateIcons	10.3
var	UIApplication	supportsMultipleScenes	13.0
var	UIApplication	userDidTakeScreenshotNotification	7.0	static
var	UIApplication	userInterfaceLayoutDirection	5.0
var	UIApplication	willEnterForegroundNotification	4.0	static
var	UIApplication	willResignActiveNotification	2.0	static
var	UIApplication	willTerminateNotification	2.0	static
var	UIApplication	windows	2.0
var	UIApplication.OpenExternalURLOptionsKey	universalLinksOnly	10.0	static
var	UIBarAppearance	backgroundColor	13.0
var	UIBarAppearance	backgroundEffect	13.0
var	UIBarAppearance	backgroundImage	13.0
var	UIBarAppearance	shadowColor	13.0
var	UIBarAppearance	shadowImage	13.0
var	UIColor	black	2.0	static
var	UIColor	blue	2.0	static
var	UIColor	brown	2.0	static
var	UIColor	cgColor	2.0
var	UIColor	ciColor	5.0
var	UIColor	clear	2.0	static
var	UIColor	cyan	2.0	static
var	UIColor	darkGray	2.0	static
var	UIColor	darkText	2.0	static
var	UIColor	gray	2.0	static
var	UIColor	green	2.0	static
var	UIColor	groupTableViewBackground	2.0	static
var	UIColor	label	13.0	static
var	UIColor	lightGray	2.0	static
var	UIColor	lightText	2.0	static
var	UIColor	link	13.0	static
var	UIColor	magenta	2.0	static
var	UIColor	opaqueSeparator	13.0	static
var	UIColor	orange	2.0	static
var	UIColor	placeholderText	13.0	static
var	UIColor	purple	2.0	static
var	UIColor	quaternaryLabel	13.0	static
var	UIColor	quaternarySystemFill	13.0	static
var	UIColor	red	2.0	static
var	UIColor	secondaryLabel	13.0	static
var	UIColor	secondarySystemBackground	13.0	static
var	UIColor	secondarySystemFill	13.0	static
var	UIColor	secondarySystemGroupedBackground	13.0	static
var	UIColor	separator	13.0	static
var	UIColor	systemBackground	13.0	static
var	UIColor	systemBlue	7.0	static
var	UIColor	systemBrown	13.0	static
var	UIColor	systemCyan	15.0	static
var	UIColor	systemFill	13.0	static
var	UIColor	systemGray	7.0	static
var	UIColor	systemGray2	13.0	static
var	UIColor	systemGray3	13.0	static
var	UIColor	systemGray4	13.0	static
var	UIColor	systemGray5	13.0	static
var	UIColor	systemGray6	13.0	static
var	UIColor	systemGreen	7.0	static
var	UIColor	systemGroupedBackground	13.0	static
var	UIColor	systemIndigo	13.0	static
var	UIColor	systemMint	15.0	static
var	UIColor	systemOrange	7.0	static
var	UIColor	systemPink	7.0	static
var	UIColor	systemPurple	9.0	static
var	UIColor	systemRed	7.0	static
var	UIColor	systemTeal	7.0	static
var	UIColor	systemYellow	7.0	static
var	UIColor	tertiaryLabel	13.0	static
var	UIColor	tertiarySystemBackground	13.0	static
var	UIColor	tertiarySystemFill	13.0	static
var	UIColor	tertiarySystemGroupedBackground	13.0	static
var	UIColor	tintColor	15.0	static
var	UIColor	white	2.0	static
var	UIColor	yellow	2.0	static
var	UIDevice	batteryLevel	3.0
var	UIDevice	batteryLevelDidChangeNotification	3.0	static
var	UIDevice	batteryState	3.0
var	UIDevice	batteryStateDidChangeNotification	3.0	static
var	UIDevice	current	2.0	static
var	UIDevice	identifierForVendor	6.0
var	UIDevice	isBatteryMonitoringEnabled	3.0
var	UIDevice	isGeneratingDeviceOrientationNotifications	2.0
var	UIDevice	isMultitaskingSupported	4.0
var	UIDevice	isProximityMonitoringEnabled	3.0
var	UIDevice	localizedModel	2.0
var	UIDevice	model	2.0
var	UIDevice	name	2.0
var	UIDevice	orientation	2.0
var	UIDevice	orientationDidChangeNotification	2.0	static
var	UIDevice	proximityState	3.0
var	UIDevice	systemName	2.0
var	UIDevice	systemVersion	2.0
var	UIDevice	userInterfaceIdiom	3.2
var	UIDeviceOrientation	isFlat	2.0
var	UIDeviceOrientation	isLandscape	2.0
var	UIDeviceOrientation	isPortrait	2.0
var	UIDeviceOrientation	isValidInterfaceOrientation	2.0
var	UIFont	ascender	2.0
var	UIFont	buttonFontSize	2.0	static
var	UIFont	capHeight	2.0
var	UIFont	descender	2.0
var	UIFont	familyName	2.0
var	UIFont	familyNames	2.0	static
var	UIFont	fontDescriptor	7.0
var	UIFont	fontName	2.0
var	UIFont	labelFontSize	2.0	static
var	UIFont	leading	4.0
var	UIFont	lineHeight	4.0
var	UIFont	pointSize	2.0
var	UIFont	smallSystemFontSize	2.0	static
var	UIFont	systemFontSize	2.0	static
var	UIFont	xHeight	2.0
var	UIFont.TextStyle	body	7.0	static
var	UIFont.TextStyle	callout	9.0	static
var	UIFont.TextStyle	caption1	7.0	static
var	UIFont.TextStyle	caption2	7.0	static
var	UIFont.TextStyle	extraLargeTitle	17.0	static
var	UIFont.TextStyle	extraLargeTitle2	17.0	static
var	UIFont.TextStyle	footnote	7.0	static
var	UIFont.TextStyle	headline	7.0	static
var	UIFont.TextStyle	largeTitle	11.0	static
var	UIFont.TextStyle	subheadline	7.0	static
var	UIFont.TextStyle	title1	9.0	static
var	UIFont.TextStyle	title2	9.0	static
var	UIFont.TextStyle	title3	9.0	static
var	UIFont.Weight	black	8.2	static
var	UIFont.Weight	bold	8.2	static
var	UIFont.Weight	heavy	8.2	static
var	UIFont.Weight	light	8.2	static
var	UIFont.Weight	medium	8.2	static
var	UIFont.Weight	regular	8.2	static
var	UIFont.Weight	semibold	8.2	static
var	UIFont.Weight	thin	8.2	static
var	UIFont.Weight	ultraLight	8.2	static
var	UIImage	cgImage	2.0
var	UIImage	ciImage	5.0
var	UIImage	imageOrientation	2.0
var	UIImage	isSymbolImage	13.0
var	UIImage	renderingMode	7.0
var	UIImage	scale	4.0
var	UIImage	size	2.0
var	UIInterfaceOrientation	isLandscape	8.0
var	UIInterfaceOrientation	isPortrait	8.0
var	UINavigationBar	backgroundColor	2.0
var	UINavigationBar	barStyle	2.0
var	UINavigationBar	barTintColor	7.0
var	UINavigationBar	compactAppearance	13.0
var	UINavigationBar	compactScrollEdgeAppearance	15.0
var	UINavigationBar	isTranslucent	3.0
var	UINavigationBar	largeTitleTextAttributes	11.0
var	UINavigationBar	prefersLargeTitles	11.0
var	UINavigationBar	scrollEdgeAppearance	13.0
var	UINavigationBar	shadowImage	6.0
var	UINavigationBar	standardAppearance	13.0
var	UINavigationBar	tintColor	2.0
var	UINavigationBar	titleTextAttributes	5.0
var	UINavigationBarAppearance	backButtonAppearance	13.0
var	UINavigationBarAppearance	backgroundColor	13.0
var	UINavigationBarAppearance	backgroundEffect	13.0
var	UINavigationBarAppearance	backgroundImage	13.0
var	UINavigationBarAppearance	buttonAppearance	13.0
var	UINavigationBarAppearance	doneButtonAppearance	13.0
var	UINavigationBarAppearance	largeTitleTextAttributes	13.0
var	UINavigationBarAppearance	shadowColor	13.0
var	UINavigationBarAppearance	shadowImage	13.0
var	UINavigationBarAppearance	titlePositionAdjustment	13.0
var	UINavigationBarAppearance	titleTextAttributes	13.0
var	UIPageControl	currentPageIndicatorTintColor	6.0
var	UIPageControl	pageIndicatorTintColor	6.0
var	UIResponder	isFirstResponder	2.0
var	UIResponder	keyboardAnimationDurationUserInfoKey	3.0	static
var	UIResponder	keyboardDidHideNotification	3.2	static
var	UIResponder	keyboardDidShowNotification	3.2	static
var	UIResponder	keyboardFrameBeginUserInfoKey	3.2	static
var	UIResponder	keyboardFrameEndUserInfoKey	3.2	static
var	UIResponder	keyboardWillChangeFrameNotification	5.0	static
var	UIResponder	keyboardWillHideNotification	3.2	static
var	UIResponder	keyboardWillShowNotification	3.2	static
var	UIScene	activationState	13.0
var	UIScene	session	13.0
var	UIScene	title	13.0
var	UIPasteboard	general	3.0	static
var	UIPasteboard	hasStrings	10.0
var	UIPasteboard	hasURLs	10.0
var	UIPasteboard	string	3.0
var	UIPasteboard	strings	3.0
var	UIPasteboard	url	3.0
var	UIScreen	bounds	2.0
var	UIScreen	brightness	5.0
var	UIScreen	main	2.0	static
var	UIScreen	maximumFramesPerSecond	10.3
var	UIScreen	nativeBounds	8.0
var	UIScreen	nativeScale	8.0
var	UIScreen	scale	4.0
var	UIScreen	screens	3.2	static
var	UIScreen	traitCollection	8.0
var	UIScrollView	bounces	2.0
var	UIScrollView	keyboardDismissMode	7.0
var	UISegmentedControl	selectedSegmentTintColor	13.0
var	UITabBar	backgroundColor	2.0
var	UITabBar	backgroundImage	5.0
var	UITabBar	barStyle	7.0
var	UITabBar	barTintColor	7.0
var	UITabBar	isTranslucent	7.0
var	UITabBar	scrollEdgeAppearance	15.0
var	UITabBar	shadowImage	6.0
var	UITabBar	standardAppearance	13.0
var	UITabBar	tintColor	2.0
var	UITabBar	unselectedItemTintColor	10.0
var	UITabBarAppearance	backgroundColor	13.0
var	UITabBarAppearance	backgroundEffect	13.0
var	UITabBarAppearance	backgroundImage	13.0
var	UITabBarAppearance	compactInlineLayoutAppearance	13.0
var	UITabBarAppearance	inlineLayoutAppearance	13.0
var	UITabBarAppearance	selectionIndicatorImage	13.0
var	UITabBarAppearance	selectionIndicatorTintColor	13.0
var	UITabBarAppearance	shadowColor	13.0
var	UITabBarAppearance	shadowImage	13.0
var	UITabBarAppearance	stackedLayoutAppearance	13.0
var	UITableView	backgroundColor	2.0
var	UITableView	separatorColor	2.0
var	UITableView	separatorStyle	2.0
var	UIView	alpha	2.0
var	UIView	backgroundColor	2.0
var	UIView	bounds	2.0
var	UIView	frame	2.0
var	UIView	isHidden	2.0
var	UIView	safeAreaInsets	11.0
var	UIView	tintColor	7.0
var	UIWindow	isKeyWindow	2.0
var	UIWindow	overrideUserInterfaceStyle	13.0
var	UIWindow	rootViewController	4.0
var	UIWindow	windowScene	13.0
var	UIWindowScene	interfaceOrientation	13.0
var	UIWindowScene	keyWindow	15.0
var	UIWindowScene	screen	13.0
var	UIWindowScene	statusBarManager	13.0
var	UIWindowScene	traitCollection	13.0
var	UIWindowScene	windows	13.0
var	URL	absoluteString	8.0
var	URL	absoluteURL	8.0
var	URL	applicationSupportDirectory	16.0	static
var	URL	baseURL	8.0
var	URL	cachesDirectory	16.0	static
var	URL	documentsDirectory	16.0	static
var	URL	downloadsDirectory	16.0	static
var	URL	fragment	8.0
var	URL	hasDirectoryPath	9.0
var	URL	homeDirectory	16.0	static
var	URL	host	8.0
var	URL	isFileURL	8.0
var	URL	lastPathComponent	8.0
var	URL	libraryDirectory	16.0	static
var	URL	password	8.0
var	URL	path	8.0
var	URL	pathComponents	8.0
var	URL	pathExtension	8.0
var	URL	port	8.0
var	URL	query	8.0
var	URL	relativePath	8.0
var	URL	relativeString	8.0
var	URL	scheme	8.0
var	URL	standardized	8.0
var	URL	standardizedFileURL	8.0
var	URL	temporaryDirectory	16.0	static
var	URL	user	8.0
var	URLComponents	host	8.0
var	URLComponents	path	8.0
var	URLComponents	queryItems	8.0
var	URLComponents	scheme	8.0
var	URLComponents	url	8.0
var	URLQueryItem	name	8.0
var	URLQueryItem	value	8.0
var	UUID	description	6.0
var	UUID	uuid	6.0
var	UUID	uuidString	6.0
var	UserDefaults	didChangeNotification	2.0	static
var	UserDefaults	standard	2.0	static
"""#
