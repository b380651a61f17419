; Inno Setup script for Parlour (Inno Setup 6).  Built by .github/workflows/release.yml:
;
;   iscc /DAppVersion=0.1.0 packaging\windows\parlour.iss
;   iscc /DAppVersion=0.1.0 /DSign "/Sparlour=signtool sign /fd sha256 /tr http://timestamp.digicert.com /td sha256 /f $qcert.pfx$q /p $qPASSWORD$q $f" packaging\windows\parlour.iss
;
; It packs the PyInstaller folder build\pyinstaller\dist\parlour (Parlour.exe for players,
; parlour-cli.exe for the command line) into dist\parlour-<version>-windows-x64-setup.exe,
; with a Start-menu entry, an optional desktop icon and an uninstaller.  The version must
; be passed in (it lives in pyproject.toml alone); signing happens only with /DSign, which
; the workflow passes when the certificate secret exists.

#ifndef AppVersion
  #error Pass the version: iscc /DAppVersion=x.y.z parlour.iss
#endif
#define Root "..\.."
#define Bundle Root + "\build\pyinstaller\dist\parlour"

[Setup]
; The AppId ties upgrades and the uninstaller together: never change it.
AppId={{6B0F3C1E-5A2D-4E8B-9C47-1F2E3D4C5B6A}
AppName=Parlour
AppVersion={#AppVersion}
AppVerName=Parlour {#AppVersion}
AppPublisher=The Parlour authors
VersionInfoVersion={#AppVersion}
DefaultDirName={autopf}\Parlour
DefaultGroupName=Parlour
DisableProgramGroupPage=yes
; Per-user install by default (no administrator needed); the user may choose all users.
PrivilegesRequired=lowest
PrivilegesRequiredOverridesAllowed=dialog
ArchitecturesAllowed=x64compatible
ArchitecturesInstallIn64BitMode=x64compatible
OutputDir={#Root}\dist
OutputBaseFilename=parlour-{#AppVersion}-windows-x64-setup
SetupIconFile={#Root}\src\parlour\resources\parlour.ico
UninstallDisplayIcon={app}\Parlour.exe
UninstallDisplayName=Parlour
Compression=lzma2/max
SolidCompression=yes
WizardStyle=modern
#ifdef Sign
SignTool=parlour
SignedUninstaller=yes
#endif

[Languages]
Name: "english"; MessagesFile: "compiler:Default.isl"

[Tasks]
Name: "desktopicon"; Description: "{cm:CreateDesktopIcon}"; GroupDescription: "{cm:AdditionalIcons}"; Flags: unchecked

[Files]
Source: "{#Bundle}\*"; DestDir: "{app}"; Flags: ignoreversion recursesubdirs createallsubdirs

[InstallDelete]
; An upgrade replaces the bundle wholesale, so files an older version had do not linger.
Type: filesandordirs; Name: "{app}\_internal"

[Icons]
Name: "{group}\Parlour"; Filename: "{app}\Parlour.exe"; WorkingDir: "{app}"
Name: "{group}\{cm:UninstallProgram,Parlour}"; Filename: "{uninstallexe}"
Name: "{autodesktop}\Parlour"; Filename: "{app}\Parlour.exe"; WorkingDir: "{app}"; Tasks: desktopicon

[Run]
Filename: "{app}\Parlour.exe"; Description: "{cm:LaunchProgram,Parlour}"; Flags: nowait postinstall skipifsilent
